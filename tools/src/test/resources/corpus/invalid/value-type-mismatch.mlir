// ARGS: --allow-unregistered-dialect
// Values: two uses of a forward-referenced value with different types.
"foo.g"() ({
  "foo.u"(%v) : (i32) -> ()
  "foo.u"(%v) : (i64) -> ()
  %v = "foo.d"() : () -> i32
}) : () -> ()
