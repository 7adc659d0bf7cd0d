// A module plus another top-level op: both go into an implicit module.
module @first {
}
"foo.after"() : () -> ()
