// Unranked memrefs, with and without memory space.
"foo.m"() : () -> (memref<*xf32>, memref<*xf32, 1>, memref<*xi8, 4 : i16>, memref<*xf32, 0>)
