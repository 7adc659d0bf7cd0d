// #map numbering: result types are visited before attributes in generic ops; regions first.
"foo.b"() {m = affine_map<(d0) -> (d0)>, x = affine_map<(d0) -> (d0 + 1)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 2)>>
"foo.r"() ({
^bb0(%a: memref<4xf32, affine_map<(d0) -> (d0 + 3)>>):
  "foo.y"() {m = affine_map<(d0) -> (d0 + 4)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 + 5)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 6)>>
