// --mlir-timing prints mlir-opt's execution time report to stderr: a tree by default (nested
// pipelines indented under their anchor) or a flat list sorted by time. The layout was taken
// from mlir-opt 22; raptor-opt reports wall time only, so it has no "User Time" column and no
// analysis rows. Times vary, so they are matched with {{[0-9.]+}}.
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-timing 2>&1 >/dev/null | filecheck %s --check-prefix=TREE
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-timing --mlir-timing-display=tree 2>&1 >/dev/null | filecheck %s --check-prefix=TREE
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-timing --mlir-timing-display=list 2>&1 >/dev/null | filecheck %s --check-prefix=LIST
// RUN: raptor-opt %s --cse --mlir-timing 2>&1 >/dev/null | filecheck %s --check-prefix=FLAT
// RUN: raptor-opt %s --cse 2>&1 >/dev/null | filecheck %s --check-prefix=NONE --allow-empty

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT:                          ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// TREE-EMPTY:
// TREE-NEXT:   ----Wall Time----  ----Name----
// TREE-NEXT:     {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser
// TREE-NEXT:     {{[0-9.]+}} ({{ *[0-9.]+}}%)  'func.func' Pipeline
// TREE-NEXT:     {{[0-9.]+}} ({{ *[0-9.]+}}%)    CSE
// TREE-NEXT:     {{[0-9.]+}} ({{ *[0-9.]+}}%)    Canonicalizer
// TREE-NEXT:     {{[0-9.]+}} ({{ *[0-9.]+}}%)  SymbolDCE
// TREE-NEXT:     {{[0-9.]+}} ({{ *[0-9.]+}}%)  Output
// TREE-NEXT:     {{[0-9.]+}} ({{ *[0-9.]+}}%)  Rest
// TREE-NEXT:     {{[0-9.]+}} (100.0%)  Total

// LIST:      ... Execution time report ...
// LIST:      ----Wall Time----  ----Name----
// LIST-DAG:    {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser
// LIST-DAG:    {{[0-9.]+}} ({{ *[0-9.]+}}%)  'func.func' Pipeline
// LIST-DAG:    {{[0-9.]+}} ({{ *[0-9.]+}}%)  CSE
// LIST-DAG:    {{[0-9.]+}} ({{ *[0-9.]+}}%)  Canonicalizer
// LIST-DAG:    {{[0-9.]+}} ({{ *[0-9.]+}}%)  SymbolDCE
// LIST-DAG:    {{[0-9.]+}} ({{ *[0-9.]+}}%)  Output
// LIST:        {{[0-9.]+}} ({{ *[0-9.]+}}%)  Rest
// LIST-NEXT:   {{[0-9.]+}} (100.0%)  Total

// Passes given as flags run in the top-level builtin.module pass manager.
// FLAT:      ----Wall Time----  ----Name----
// FLAT-NEXT:   {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser
// FLAT-NEXT:   {{[0-9.]+}} ({{ *[0-9.]+}}%)  CSE
// FLAT-NEXT:   {{[0-9.]+}} ({{ *[0-9.]+}}%)  Output

// NONE-NOT: Execution time report

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %x, %c0 : i32
  return %1 : i32
}
