// ARGS: --allow-unregistered-dialect
// Types: vector dimensions cannot be dynamic.
"foo.a"() : () -> vector<?xf32>
