// ARGS: --allow-unregistered-dialect
// Syntax: the function type lists fewer operand types than there are operands.
%0 = "foo.a"() : () -> i32
"foo.b"(%0, %0) : (i32) -> ()
