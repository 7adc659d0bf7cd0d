// ARGS: --allow-unregistered-dialect
// Properties: builtin.unrealized_conversion_cast has no properties, not even an empty <{}>.
%a = "foo.a"() : () -> i32
%1 = "builtin.unrealized_conversion_cast"(%a) <{}> : (i32) -> f32
