// ARGS: --allow-unregistered-dialect
// Values: the result list binds fewer results than the type declares.
%a = "foo.two"() : () -> (i32, i32)
