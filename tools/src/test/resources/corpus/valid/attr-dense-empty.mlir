// Empty dense attributes: dense<> and dense<[]> on zero-sized shapes.
"foo.d"() {a = dense<> : tensor<0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<[[], []]> : tensor<2x0xi8>, d = dense<> : tensor<0x4xi1>} : () -> ()
