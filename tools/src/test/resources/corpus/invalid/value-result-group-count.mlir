// ARGS: --allow-unregistered-dialect
// Values: result groups that add up to too many results.
%a:2, %b:2 = "foo.three"() : () -> (i32, i32, i32)
