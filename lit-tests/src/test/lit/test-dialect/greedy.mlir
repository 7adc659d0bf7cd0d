// The greedy driver through --test-greedy-patterns: test.neg pairs cancel, test.identity
// folds, dead pure ops go, and test.grow needs one driver iteration per inserted op, so a
// low iteration limit reports non-convergence.
// RUN: raptor-opt %s --split-input-file --test-greedy-patterns 2>/dev/null | filecheck %s
// RUN: raptor-opt %s --split-input-file --test-greedy-patterns 2>&1 >/dev/null | filecheck %s --check-prefix=ITER
// RUN: not raptor-opt %s --split-input-file --test-greedy-patterns=max-iterations=2 2>&1 >/dev/null | filecheck %s --check-prefix=LIMIT
// RUN: raptor-opt %s --split-input-file --pass-pipeline='builtin.module(test-greedy-patterns{max-iterations=-1})' 2>/dev/null | filecheck %s

// One pair cancels in the first iteration; the second confirms nothing changes.
// ITER:     greedy.mlir:0:0: remark: converged after 2 iterations
// CHECK-LABEL: func.func @one_pair(%arg0: i32) {
// CHECK-NEXT:    test.use %arg0 : i32
// CHECK-NEXT:    return
func.func @one_pair(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.neg %0 : i32
  test.use %1 : i32
  return
}

// -----

// An odd chain keeps one negation.
// ITER:     remark: converged after 2 iterations
// CHECK-LABEL: func.func @odd_chain(%arg0: i32) {
// CHECK-NEXT:    %[[N:.*]] = test.neg %arg0 : i32
// CHECK-NEXT:    test.use %[[N]] : i32
// CHECK-NEXT:    return
func.func @odd_chain(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.neg %0 : i32
  %2 = test.neg %1 : i32
  test.use %2 : i32
  return
}

// -----

// Folding test.identity exposes a pair of negations to the patterns.
// ITER:     remark: converged after 2 iterations
// CHECK-LABEL: func.func @fold_then_pattern(%arg0: f32) {
// CHECK-NEXT:    test.use %arg0 : f32
// CHECK-NEXT:    return
func.func @fold_then_pattern(%x: f32) {
  %0 = test.neg %x : f32
  %1 = test.identity %0 : f32
  %2 = test.neg %1 : f32
  test.use %2 : f32
  return
}

// -----

// Dead pure ops are erased; ops with side effects stay.
// ITER:     remark: converged after 2 iterations
// CHECK-LABEL: func.func @dead_ops(%arg0: i32) {
// CHECK-NEXT:    %[[V:.*]] = test.op -> i32
// CHECK-NEXT:    return
func.func @dead_ops(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.pure %0 : (i32) -> i32
  %2 = test.op -> i32
  return
}

// -----

// Rewrites inside nested regions are found as well.
// ITER:     remark: converged after 2 iterations
// CHECK-LABEL: func.func @nested(%arg0: i32) {
// CHECK-NEXT:    test.region {
// CHECK-NEXT:      test.use %arg0 : i32
// CHECK-NEXT:    }
func.func @nested(%x: i32) {
  test.region {
    %0 = test.neg %x : i32
    %1 = test.neg %0 : i32
    test.use %1 : i32
  }
  return
}

// -----

// test.grow 3 needs three iterations to insert its ops and a fourth to see no change; with a
// limit of 2 the driver gives up and the test pass reports it.
// ITER:     remark: converged after 4 iterations
// LIMIT:      greedy.mlir:0:0: error: greedy driver did not converge within 2 iterations
// LIMIT-NEXT: note: see current operation:
// LIMIT:        "test.op"() : () -> ()
// LIMIT-NEXT:   "test.op"() : () -> ()
// LIMIT-NEXT:   "test.grow"() <{limit = 3 : i64}> : () -> ()
// CHECK-LABEL: func.func @grow() {
// CHECK-NEXT:    test.op
// CHECK-NEXT:    test.op
// CHECK-NEXT:    test.op
// CHECK-NEXT:    test.grow 3
func.func @grow() {
  test.grow 3
  return
}

// -----

// Already grown: nothing to do, one iteration.
// ITER:     remark: converged after 1 iterations
// LIMIT-NOT: error
// CHECK-LABEL: func.func @grown() {
// CHECK-NEXT:    test.op
// CHECK-NEXT:    test.grow 1
func.func @grown() {
  test.op
  test.grow 1
  return
}
