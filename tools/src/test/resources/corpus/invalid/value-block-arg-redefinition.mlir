// ARGS: --allow-unregistered-dialect
// Values: two block arguments with the same name.
"foo.r"() ({
^bb0(%a: i32, %a: i32):
  "foo.x"() : () -> ()
}) : () -> ()
