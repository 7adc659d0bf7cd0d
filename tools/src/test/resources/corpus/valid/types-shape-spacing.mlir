// Whitespace inside shapes and type brackets is tolerated and normalised away.
"foo.s"() : () -> (tensor<4 x f32>, vector< 2 x 3 x i8 >, memref<4 x ? x f32>, tensor< * x f32 >)
