// The --mlir-print-ir-* flags, one RUN line each. Except for AFTER-FAILURE (a test pass), the
// CHECK lines were generated from mlir-opt 22's stderr with the same flags, so they assert
// that raptor-opt prints the same dump headers, scopes and IR as mlir-opt.

// A nested pass dumps only the op it ran on, once per func.func.
// RUN: raptor-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-after=cse 2>&1 >/dev/null | filecheck %s --check-prefix=AFTER
// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @f(%arg0: i32) -> i32 {
// AFTER-NEXT:   %c0_i32 = arith.constant 0 : i32
// AFTER-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// AFTER-NEXT:   %1 = arith.muli %0, %0 : i32
// AFTER-NEXT:   return %1 : i32
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func private @g() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @h() {
// AFTER-NOT:  IR Dump

// A module pass dumps the whole module.
// RUN: raptor-opt --allow-unregistered-dialect %s --cse --symbol-dce --mlir-print-ir-before=symbol-dce 2>&1 >/dev/null | filecheck %s --check-prefix=BEFORE
// BEFORE-NOT:  IR Dump Before CSE
// BEFORE:      // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: module {
// BEFORE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:     %c0_i32 = arith.constant 0 : i32
// BEFORE-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// BEFORE-NEXT:     %1 = arith.muli %0, %0 : i32
// BEFORE-NEXT:     return %1 : i32
// BEFORE-NEXT:   }
// BEFORE-NEXT:   func.func private @g() {
// BEFORE-NEXT:     return
// BEFORE-NEXT:   }
// BEFORE-NEXT:   func.func @h() {
// BEFORE-NEXT:     call @g() : () -> ()
// BEFORE-NEXT:     "x.unknown"() : () -> ()
// BEFORE-NEXT:     return
// BEFORE-NEXT:   }
// BEFORE-NEXT: }
// BEFORE-EMPTY:
// BEFORE-NOT:  IR Dump

// RUN: raptor-opt --allow-unregistered-dialect %s --cse --symbol-dce --mlir-print-ir-before-all 2>&1 >/dev/null | filecheck %s --check-prefix=BEFORE-ALL
// BEFORE-ALL:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-ALL-NEXT: module {
// BEFORE-ALL-NEXT:   func.func @f(%arg0: i32) -> i32 {
// BEFORE-ALL-NEXT:     %c0_i32 = arith.constant 0 : i32
// BEFORE-ALL-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// BEFORE-ALL-NEXT:     %1 = arith.addi %arg0, %c0_i32 : i32
// BEFORE-ALL:      // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-ALL-NEXT: module {
// BEFORE-ALL-NEXT:   func.func @f(%arg0: i32) -> i32 {
// BEFORE-ALL-NEXT:     %c0_i32 = arith.constant 0 : i32
// BEFORE-ALL-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// BEFORE-ALL-NEXT:     %1 = arith.muli %0, %0 : i32

// RUN: raptor-opt --allow-unregistered-dialect %s --cse --symbol-dce --mlir-print-ir-after-all 2>&1 >/dev/null | filecheck %s --check-prefix=AFTER-ALL
// AFTER-ALL:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-ALL-NEXT: module {
// AFTER-ALL:        func.func private @g() {
// AFTER-ALL:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// AFTER-ALL-NEXT: module {
// AFTER-ALL-NEXT:   func.func @f(%arg0: i32) -> i32 {
// AFTER-ALL-NEXT:     %c0_i32 = arith.constant 0 : i32
// AFTER-ALL-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// AFTER-ALL-NEXT:     %1 = arith.muli %0, %0 : i32
// AFTER-ALL-NEXT:     return %1 : i32
// AFTER-ALL-NEXT:   }
// AFTER-ALL-NEXT:   func.func private @g() {
// AFTER-ALL-NEXT:     return
// AFTER-ALL-NEXT:   }
// AFTER-ALL-NEXT:   func.func @h() {
// AFTER-ALL-NEXT:     call @g() : () -> ()
// AFTER-ALL-NEXT:     "x.unknown"() : () -> ()
// AFTER-ALL-NEXT:     return
// AFTER-ALL-NEXT:   }
// AFTER-ALL-NEXT: }
// AFTER-ALL-EMPTY:

// The second cse changes nothing, so only the first one is dumped.
// RUN: raptor-opt --allow-unregistered-dialect %s --cse --cse --mlir-print-ir-after-all --mlir-print-ir-after-change 2>&1 >/dev/null | filecheck %s --check-prefix=CHANGE
// CHANGE-COUNT-1: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NOT:     IR Dump

// --mlir-print-ir-after-change alone selects no pass.
// RUN: raptor-opt --allow-unregistered-dialect %s --cse --mlir-print-ir-after-change 2>&1 >/dev/null | filecheck %s --check-prefix=CHANGE-ONLY --allow-empty
// CHANGE-ONLY-NOT: IR Dump

// With module scope, a nested pass names the op it ran on and dumps the whole module.
// RUN: raptor-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading 2>&1 >/dev/null | filecheck %s --check-prefix=SCOPE
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: i32) -> i32 {

// A failing pass is dumped with "Failed" after its name, and passes after it never run.
// RUN: not raptor-opt --allow-unregistered-dialect %s --test-legalize-patterns=mode=full --cse --mlir-print-ir-after-failure 2>&1 >/dev/null | filecheck %s --check-prefix=AFTER-FAILURE
// AFTER-FAILURE:      // -----// IR Dump After TestLegalizePatterns Failed (test-legalize-patterns) //----- //
// AFTER-FAILURE-NEXT: module {
// AFTER-FAILURE:      error: failed to legalize operation 'x.unknown'
// AFTER-FAILURE-NOT:  IR Dump

// Flags that only select passes print nothing for a run that succeeds.
// RUN: raptor-opt --allow-unregistered-dialect %s --cse --mlir-print-ir-after-failure 2>&1 >/dev/null | filecheck %s --check-prefix=NO-FAILURE --allow-empty
// NO-FAILURE-NOT: IR Dump

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %x, %c0 : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @g() {
  return
}
func.func @h() {
  func.call @g() : () -> ()
  "x.unknown"() : () -> ()
  return
}
