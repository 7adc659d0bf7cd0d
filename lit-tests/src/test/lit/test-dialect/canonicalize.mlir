// --canonicalize collects its patterns from every registered op's canonicalization hook:
// test.neg has hasCanonicalizer (TestOpsImpl.canonicalizeNegOp adds CancelNegations) and
// test.abs has hasCanonicalizeMethod (TestOpsImpl.canonicalize is its one pattern, named after
// the op). disable-patterns filters hook patterns by name, arith's included.
// RUN: raptor-opt %s --split-input-file --canonicalize | filecheck %s
// RUN: raptor-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize{disable-patterns=CancelNegations,test.abs,AddIAddConstant})' | filecheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @neg_pair(%arg0: i32) {
// CHECK-NEXT:    test.use %arg0 : i32
// CHECK-NEXT:    return
// OFF-LABEL:   func.func @neg_pair(%arg0: i32) {
// OFF-NEXT:      %[[A:.*]] = test.neg %arg0 : i32
// OFF-NEXT:      %[[B:.*]] = test.neg %[[A]] : i32
// OFF-NEXT:      test.use %[[B]] : i32
func.func @neg_pair(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.neg %0 : i32
  test.use %1 : i32
  return
}

// -----

// CHECK-LABEL: func.func @abs_of_neg(%arg0: f32) {
// CHECK-NEXT:    %[[A:.*]] = test.abs %arg0 : f32
// CHECK-NEXT:    test.use %[[A]] : f32
// CHECK-NEXT:    return
// OFF-LABEL:   func.func @abs_of_neg(%arg0: f32) {
// OFF-NEXT:      %[[N:.*]] = test.neg %arg0 : f32
// OFF-NEXT:      %[[A:.*]] = test.abs %[[N]] : f32
// OFF-NEXT:      test.use %[[A]] : f32
func.func @abs_of_neg(%x: f32) {
  %0 = test.neg %x : f32
  %1 = test.abs %0 : f32
  test.use %1 : f32
  return
}

// -----

// Both hooks together: the negations cancel down to one, which test.abs then drops, and the
// outer test.abs drops the inner one.
// CHECK-LABEL: func.func @abs_chain(%arg0: i32) {
// CHECK-NEXT:    %[[A:.*]] = test.abs %arg0 : i32
// CHECK-NEXT:    test.use %[[A]] : i32
// CHECK-NEXT:    return
func.func @abs_chain(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.neg %0 : i32
  %2 = test.neg %1 : i32
  %3 = test.abs %2 : i32
  %4 = test.abs %3 : i32
  test.use %4 : i32
  return
}

// -----

// arith.addi's hook adds AddIAddConstant.
// CHECK-LABEL: func.func @reassociate(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// OFF-LABEL:   func.func @reassociate(%arg0: i32) -> i32 {
// OFF:           %[[S:.*]] = arith.addi %arg0, %{{.*}} : i32
// OFF-NEXT:      %[[T:.*]] = arith.addi %[[S]], %{{.*}} : i32
// OFF-NEXT:      return %[[T]] : i32
func.func @reassociate(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}
