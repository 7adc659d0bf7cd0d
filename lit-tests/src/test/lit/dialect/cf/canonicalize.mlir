// The cf canonicalization patterns: a constant condition, a branch to a block with one
// predecessor, identical successors and an assertion of true. The CHECK lines were generated
// from mlir-opt 22's output on the same input (mlir-opt --canonicalize).
// RUN: raptor-opt --canonicalize %s | filecheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @constant_condition(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single_predecessor(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identical_successors(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @assert_true(%arg0: i1) {
// CHECK-NEXT:     cf.assert %arg0, "kept"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @constant_condition(%a: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %c = arith.constant 0 : i32
  return %c : i32
}

func.func @single_predecessor(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @identical_successors(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @assert_true(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "always"
  cf.assert %c, "kept"
  return
}

func.func @loop(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %a : i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  return %y : i32
}
