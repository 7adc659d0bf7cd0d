// The rewrite drivers through the test dialect's test passes.
// RUN: raptor-opt %s --split-input-file --test-greedy-patterns 2>/dev/null | filecheck %s --check-prefix=GREEDY
// RUN: raptor-opt %s --split-input-file --test-greedy-patterns 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: not raptor-opt %s --split-input-file --test-greedy-patterns=max-iterations=2 2>&1 | filecheck %s --check-prefix=LIMIT
// RUN: raptor-opt %s --split-input-file --test-walk-patterns | filecheck %s --check-prefix=WALK

// REMARK: remark: converged after 2 iterations
// GREEDY-LABEL: func.func @negations
// GREEDY-NEXT:    test.use %arg0 : i32
// WALK-LABEL: func.func @negations
// WALK-NEXT:    %0 = test.neg %arg0 : i32
// WALK-NEXT:    %1 = test.neg %arg0 : i32
// WALK-NEXT:    test.use %arg0 : i32
func.func @negations(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.neg %0 : i32
  %2 = test.neg %1 : i32
  %3 = test.neg %2 : i32
  test.use %3 : i32
  return
}

// -----

// A pattern whose changes the driver sees only in its next iteration.
// REMARK: remark: converged after 4 iterations
// GREEDY-LABEL: func.func @grow
// GREEDY-COUNT-3: test.op
// GREEDY-NEXT:    test.grow 3
// LIMIT: error: greedy driver did not converge within 2 iterations
func.func @grow() {
  test.grow 3
  return
}

// -----

// WALK-LABEL: test.walked {
// WALK-NEXT:    test.walked {
// WALK-NEXT:      test.use
func.func @walk() {
  test.walk {
    test.walk {
      test.use
    }
  }
  return
}
