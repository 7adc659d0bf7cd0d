// --mlir-pass-statistics prints each pass's counters to stderr after the run, in mlir-opt's
// layout and with the names of MLIR's CSE statistics. The mlir-opt 22 here is built without
// statistics (its report is empty), so the counts follow what MLIR's CSE does. An op that is dead when
// CSE reaches it is DCE'd (%0, %dead), an equal one is CSE'd (%c0_again).
// RUN: raptor-opt %s --cse --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=CSE
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=PIPELINE
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | filecheck %s --check-prefix=LIST
// RUN: raptor-opt %s --cse 2>&1 >/dev/null | filecheck %s --check-prefix=NONE --allow-empty

// CSE:      ===-------------------------------------------------------------------------===
// CSE-NEXT:                          ... Pass statistics report ...
// CSE-NEXT: ===-------------------------------------------------------------------------===
// CSE-NEXT: {{^}}CSE
// CSE-NEXT:   (S) 1 num-cse'd - Number of operations CSE'd
// CSE-NEXT:   (S) 2 num-dce'd - Number of operations DCE'd
// CSE-EMPTY:

// The default display follows the pipeline; the list display merges passes of the same
// name and indents them by two, as MLIR's printResultsAsList does.
// PIPELINE:      ... Pass statistics report ...
// PIPELINE:      {{^}}'func.func' Pipeline
// PIPELINE-NEXT: {{^}}  CSE
// PIPELINE-NEXT: {{^}}    (S) 1 num-cse'd - Number of operations CSE'd
// PIPELINE-NEXT: {{^}}    (S) 2 num-dce'd - Number of operations DCE'd
// LIST:          ... Pass statistics report ...
// LIST-NOT:      Pipeline
// LIST:          {{^}}  CSE
// LIST-NEXT:     {{^}}    (S) 1 num-cse'd - Number of operations CSE'd

// NONE-NOT: Pass statistics report

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c0_again = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %x, %c0_again : i32
  %dead = arith.muli %x, %x : i32
  return %1 : i32
}
