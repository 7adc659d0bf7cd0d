// canonicalize erases unused scf and tensor.generate ops whose bodies have no side effect,
// folds loop-carried values that are only forwarded, drops unused scf.if results and empty
// else blocks, and picks the case of an scf.index_switch on a constant.
// The CHECK lines were generated from mlir-opt 22's output on the same input
// (mlir-opt --allow-unregistered-dialect --split-input-file --canonicalize).
// RUN: raptor-opt --allow-unregistered-dialect --split-input-file --canonicalize %s | filecheck %s


// CHECK: module {
// CHECK-NEXT:   func.func @dead_for(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @dead_for(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %b = arith.addf %a, %x : f32
    scf.yield %b : f32
  }
  return %x : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @for_with_effect_is_kept(%arg0: index, %arg1: f32, %arg2: memref<4xf32>) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       memref.store %arg1, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @for_with_effect_is_kept(%n: index, %x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    memref.store %a, %m[%c0] : memref<4xf32>
    scf.yield %a : f32
  }
  return %x : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @dead_if_and_while(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @dead_if_and_while(%c: i1, %x: f32) -> f32 {
  %s = scf.if %c -> f32 {
    %m = arith.mulf %x, %x : f32
    scf.yield %m : f32
  } else {
    scf.yield %x : f32
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return %x : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @unregistered_body_is_kept(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %0 = "foo.op"(%arg1) : (f32) -> f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @unregistered_body_is_kept(%c: i1, %x: f32) -> f32 {
  %s = scf.if %c -> f32 {
    %m = "foo.op"(%x) : (f32) -> f32
    scf.yield %m : f32
  } else {
    scf.yield %x : f32
  }
  return %x : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @dead_generate(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @dead_generate(%n: index, %x: f32) -> f32 {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<?xf32>
  return %x : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @switch_on_constant(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @switch_on_constant(%x: f32, %y: f32) -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %a = scf.index_switch %c2 -> f32
  case 1 {
    scf.yield %y : f32
  }
  case 2 {
    %m = arith.mulf %x, %y : f32
    scf.yield %m : f32
  }
  default {
    scf.yield %x : f32
  }
  %b = scf.index_switch %c7 -> f32
  case 1 {
    scf.yield %y : f32
  }
  default {
    %s = arith.subf %x, %y : f32
    scf.yield %s : f32
  }
  return %a, %b : f32, f32
}
