// ARGS: --allow-unregistered-dialect
// Verifier: unrealized_conversion_cast needs at least one result.
%a = "foo.a"() : () -> i32
"builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
