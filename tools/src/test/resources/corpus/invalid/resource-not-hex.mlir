// ARGS: --allow-unregistered-dialect
// Resources: a blob must be a hex string.
"foo.a"() {v = dense_resource<blob> : tensor<1xi32>} : () -> ()
{-# dialect_resources: { builtin: { blob: "not hex" } } #-}
