// ARGS: --allow-unregistered-dialect
// Types: vector dimensions must be positive.
"foo.a"() : () -> vector<0xf32>
