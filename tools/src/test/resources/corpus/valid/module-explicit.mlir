// A single explicit module is not wrapped again.
module {
  "foo.a"() : () -> ()
}
