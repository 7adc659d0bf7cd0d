// Memrefs with identity layout: static, dynamic, 0-D, zero-sized, various element types.
"foo.m"() : () -> (memref<4x4xf32>, memref<?x?xf32>, memref<f32>, memref<0xi8>, memref<2xindex>, memref<2xvector<4xf32>>, memref<3xcomplex<f64>>, memref<2xmemref<4xf32>>)
