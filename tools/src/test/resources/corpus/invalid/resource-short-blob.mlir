// ARGS: --allow-unregistered-dialect
// Resources: a blob shorter than its 4-byte alignment prefix.
"foo.a"() {v = dense_resource<blob> : tensor<1xi32>} : () -> ()
{-# dialect_resources: { builtin: { blob: "0x0400" } } #-}
