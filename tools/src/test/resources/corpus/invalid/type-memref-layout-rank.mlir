// ARGS: --allow-unregistered-dialect
// Types: the affine layout must have as many dims as the memref has dimensions.
"foo.a"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>
