// ARGS: --allow-unregistered-dialect
// Syntax: the trailing type of a generic op must be a function type.
%0 = "foo.a"() : i32
