// The walk driver through --test-walk-patterns: one application per op, no fixpoint. A chain
// of negations loses only the pairs the post-order walk sees, and test.walk is renamed once
// whatever it contains.
// RUN: raptor-opt %s --split-input-file --test-walk-patterns | filecheck %s
// RUN: raptor-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(test-walk-patterns))' | filecheck %s

// %1 cancels with %0 and %3 with %2; the walk driver leaves the dead negations in place.
// CHECK-LABEL: func.func @chain(%arg0: i32) {
// CHECK-NEXT:    %[[A:.*]] = test.neg %arg0 : i32
// CHECK-NEXT:    %[[B:.*]] = test.neg %arg0 : i32
// CHECK-NEXT:    test.use %arg0 : i32
func.func @chain(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.neg %0 : i32
  %2 = test.neg %1 : i32
  %3 = test.neg %2 : i32
  test.use %3 : i32
  return
}

// -----

// CHECK-LABEL: func.func @pair(%arg0: i32) {
// CHECK-NEXT:    %[[A:.*]] = test.neg %arg0 : i32
// CHECK-NEXT:    test.use %arg0 : i32
func.func @pair(%x: i32) {
  %0 = test.neg %x : i32
  %1 = test.neg %0 : i32
  test.use %1 : i32
  return
}

// -----

// CHECK-LABEL: func.func @rename() {
// CHECK-NEXT:    test.walked {
// CHECK-NEXT:      test.use
// CHECK-NEXT:    }
func.func @rename() {
  test.walk {
    test.use
  }
  return
}

// -----

// Nested test.walk ops are each renamed exactly once.
// CHECK-LABEL: func.func @nested() {
// CHECK-NEXT:    test.walked {
// CHECK-NEXT:      test.walked {
// CHECK-NEXT:        test.walked {
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @nested() {
  test.walk {
    test.walk {
      test.walk {
      }
    }
  }
  return
}

// -----

// Ops no pattern matches are left as they are.
// CHECK-LABEL: func.func @untouched(%arg0: i32) {
// CHECK-NEXT:    %[[P:.*]] = test.pure %arg0 : (i32) -> i32
// CHECK-NEXT:    test.region {
// CHECK-NEXT:      test.use %[[P]] : i32
// CHECK-NEXT:    }
func.func @untouched(%x: i32) {
  %0 = test.pure %x : (i32) -> i32
  test.region {
    test.use %0 : i32
  }
  return
}
