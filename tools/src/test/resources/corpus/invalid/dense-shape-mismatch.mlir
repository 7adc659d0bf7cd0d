// ARGS: --allow-unregistered-dialect
// Dense: the literal shape must match the type.
"foo.a"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
