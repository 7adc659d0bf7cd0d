// Nested dense lists follow the shape; 0-D tensors print a bare value.
"foo.d"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi16>, c = dense<42> : tensor<i32>, d = dense<[[1.5, 2.5, 3.5]]> : tensor<1x3xf64>} : () -> ()
