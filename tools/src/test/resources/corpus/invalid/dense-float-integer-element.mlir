// ARGS: --allow-unregistered-dialect
// Dense: integer elements for a float element type.
"foo.a"() {v = dense<[1, 2]> : tensor<2xf32>} : () -> ()
