// ARGS: --allow-unregistered-dialect
// Types: a bare identifier that is not a type.
"foo.a"() : () -> integer
