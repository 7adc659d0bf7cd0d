// Affine-map layouts: the identity map is dropped, others become #map aliases.
"foo.m"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(i) -> (i floordiv 2, i mod 2)>>)
"foo.m2"() : () -> memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
"foo.m3"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
