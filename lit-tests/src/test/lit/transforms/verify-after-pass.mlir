// The pass manager verifies the IR after every pass: --test-break-ir moves each test.use to
// the start of its block and reports success, so the run must end with the verifier's
// dominance error (as mlir-opt's, with the defining op in a note), print no IR and exit 1.
// RUN: not raptor-opt %s --test-break-ir 2>&1 | filecheck %s
// RUN: not raptor-opt %s --pass-pipeline='builtin.module(func.func(test-break-ir))' 2>&1 | filecheck %s
// RUN: not raptor-opt %s --test-break-ir --cse 2>&1 | filecheck %s --check-prefix=STOP

// CHECK:      verify-after-pass.mlir:[[# @LINE + 10]]:3: error: operand #0 does not dominate this use
// CHECK-NEXT:   test.use %0 : i32
// CHECK-NEXT:   ^
// CHECK:      note: see current operation: "test.use"(%0) : (i32) -> ()
// CHECK:      verify-after-pass.mlir:[[# @LINE + 5]]:8: note: operand defined here (op in the same block)
// CHECK-NOT:  func.func
// STOP:       error: operand #0 does not dominate this use
// STOP-NOT:   IR Dump
func.func @broken(%x: i32) {
  %0 = test.pure %x : (i32) -> i32
  test.use %0 : i32
  return
}
