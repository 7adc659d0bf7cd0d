// cf.switch prints its cases one per line, negative case values as unsigned numbers of the
// flag's width, and its generic form keeps them in a dense vector; both forms as mlir-opt 22.
// RUN: raptor-opt %s | filecheck %s --check-prefix=CUSTOM
// RUN: raptor-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

// CUSTOM: module {
// CUSTOM-NEXT:   func.func @switch(%arg0: i32, %arg1: f32) -> f32 {
// CUSTOM-NEXT:     cf.switch %arg0 : i32, [
// CUSTOM-NEXT:       default: ^bb1(%arg1 : f32),
// CUSTOM-NEXT:       4294967295: ^bb2,
// CUSTOM-NEXT:       7: ^bb3(%arg1, %arg1 : f32, f32)
// CUSTOM-NEXT:     ]
// CUSTOM-NEXT:   ^bb1(%0: f32):  // pred: ^bb0
// CUSTOM-NEXT:     return %0 : f32
// CUSTOM-NEXT:   ^bb2:  // pred: ^bb0
// CUSTOM-NEXT:     return %arg1 : f32
// CUSTOM-NEXT:   ^bb3(%1: f32, %2: f32):  // pred: ^bb0
// CUSTOM-NEXT:     return %2 : f32
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC: "cf.switch"(%arg0, %arg1, %arg1, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[-1, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, f32, f32, f32) -> ()

func.func @switch(%flag: i32, %a: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : f32),
    -1: ^bb2,
    7: ^bb3(%a, %a : f32, f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2:
  return %a : f32
^bb3(%y: f32, %z: f32):
  return %z : f32
}
