// Sparse elements attributes.
"foo.s"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0], [3]], [1.5, -2.0]> : tensor<8xf32>, c = sparse<[], []> : tensor<2xi8>, d = sparse<0, 7> : tensor<4xi64>} : () -> ()
