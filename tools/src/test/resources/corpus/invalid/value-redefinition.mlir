// ARGS: --allow-unregistered-dialect
// Values: the same SSA name defined twice.
%a = "foo.a"() : () -> i32
%a = "foo.b"() : () -> i32
