// Strided layouts: static, dynamic, zero offset dropped.
"foo.m"() : () -> (memref<4x4xf32, strided<[4, 1], offset: 2>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 0>>, memref<4x4xf32, strided<[8, 2]>>, memref<f32, strided<[], offset: 5>>)
