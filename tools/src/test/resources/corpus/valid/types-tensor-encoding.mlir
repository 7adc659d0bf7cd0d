// Tensor encodings: strings, integers (printed with their type), dialect attributes.
"foo.enc"() : () -> (tensor<2x3xf32, "enc">, tensor<?xi32, #foo.enc<1>>, tensor<4x?xf32, 1>, tensor<4xf32, [1, 2]>, tensor<8xf32, {a = 1}>)
