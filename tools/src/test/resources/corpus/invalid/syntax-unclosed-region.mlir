// ARGS: --allow-unregistered-dialect
// Syntax: a region that reaches the end of the file.
"foo.r"() ({
  "foo.a"() : () -> ()
