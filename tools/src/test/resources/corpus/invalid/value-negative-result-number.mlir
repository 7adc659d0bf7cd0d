// ARGS: --allow-unregistered-dialect
// Values: a result number is an unsigned integer.
%a:2 = "foo.a"() : () -> (i32, i32)
"foo.b"(%a#-1) : (i32) -> ()
