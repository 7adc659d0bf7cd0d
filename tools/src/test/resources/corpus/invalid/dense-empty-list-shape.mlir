// ARGS: --allow-unregistered-dialect
// Dense: [] only matches a shape whose leading dimension is 0.
"foo.a"() {v = dense<[]> : tensor<2x0xi8>} : () -> ()
