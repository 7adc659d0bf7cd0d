// Ranked tensors: 0-D, static, dynamic and zero-sized dimensions.
"foo.t"() : () -> (tensor<f32>, tensor<4xf32>, tensor<4x?x8xf32>, tensor<?x?xi32>, tensor<0xi32>, tensor<1x0x3xf16>)
"foo.t2"() : () -> (tensor<2x3x!foo.elem>, tensor<4xcomplex<f32>>, tensor<2xvector<4xf32>>)
