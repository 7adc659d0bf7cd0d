// A small module of unregistered ops: raptor-opt parses, verifies and prints it back.
#layout = affine_map<(i, j) -> (j, i)>
!tile = memref<4x4xf32, #layout>

"foo.kernel"() ({
^bb0(%a: !tile, %n: index):
  %t:2 = "foo.split"(%a) {factor = 2 : i32} : (!tile) -> (f32, f32)
  "foo.yield"(%t#1) : (f32) -> ()
}) {sym_name = "kernel"} : () -> ()
