// canonicalize on scf and tensor: constant conditions, zero-trip loops, dead tensor.empty.
// The CHECK lines were generated from mlir-opt 22's output on the same input
// (mlir-opt --allow-unregistered-dialect --split-input-file --canonicalize).
// RUN: raptor-opt --allow-unregistered-dialect --split-input-file --canonicalize %s | filecheck %s


// CHECK: module {
// CHECK-NEXT:   func.func @if_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @if_false_no_else(%arg0: i32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @if_false_no_else(%a: i32) {
  %false = arith.constant false
  scf.if %false {
    "foo.side_effect"(%a) : (i32) -> ()
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @if_false_else(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @if_false_else(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> (i32) {
    scf.yield %a : i32
  } else {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @for_zero_trips(%arg0: f32) -> f32 {
// CHECK-NEXT:     return %arg0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @for_zero_trips(%init: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c2 step %c1 iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @for_empty_range(%arg0: i32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @for_empty_range(%a: i32) {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c3 to %c3 step %c1 {
    "foo.side_effect"(%a) : (i32) -> ()
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @dead_empty(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @dead_empty(%a: i32) -> i32 {
  %e = tensor.empty() : tensor<4xf32>
  return %a : i32
}
