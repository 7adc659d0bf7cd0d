// Memory spaces: i64 integers print bare, other integer types keep theirs, 0 is dropped.
"foo.m"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, 3 : i32>, memref<4xf32, 0 : i32>, memref<?x4xf32, strided<[?, 1], offset: ?>, 3>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>)
