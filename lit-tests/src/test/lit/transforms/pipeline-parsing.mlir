// Textual pass pipelines: nesting by anchor, any(...), options in braces, and the pipeline
// printed back by --dump-pass-pipeline (to stderr), which parses again to the same pipeline.
// The DUMP lines were generated from mlir-opt 22 with the same flags.

// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse))' | filecheck %s
// RUN: raptor-opt %s --pass-pipeline='builtin.module(any(cse))' | filecheck %s
// RUN: raptor-opt %s --pass-pipeline='any(cse)' | filecheck %s
// RUN: raptor-opt %s --pass-pipeline=' builtin.module( func.func( cse ) ) ' | filecheck %s
// RUN: raptor-opt %s --pass-pipeline='builtin.module()' | filecheck %s --check-prefix=EMPTY
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func( ))' | filecheck %s --check-prefix=EMPTY
// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[B]] : i32
// EMPTY-LABEL: func.func @f(%arg0: i32) -> i32 {
// EMPTY-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// EMPTY-NEXT:    %1 = arith.addi %arg0, %arg0 : i32

// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=false}),symbol-dce)' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=NESTED
// NESTED:      Pass Manager with 2 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     cse,
// NESTED-NEXT:     canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// NESTED-NEXT:   ),
// NESTED-NEXT:   symbol-dce
// NESTED-NEXT: )

// The printed pipeline is a valid --pass-pipeline again.
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),symbol-dce)' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=NESTED

// RUN: raptor-opt %s --pass-pipeline='builtin.module(any(canonicalize{top-down=false}),func.func(cse))' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=ANY
// ANY:      Pass Manager with 2 passes:
// ANY-NEXT: builtin.module(
// ANY-NEXT:   any(
// ANY-NEXT:     canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
// ANY-NEXT:   ),
// ANY-NEXT:   func.func(
// ANY-NEXT:     cse
// ANY-NEXT:   )
// ANY-NEXT: )

// RUN: raptor-opt %s --pass-pipeline='any(cse)' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=ANY-ROOT
// ANY-ROOT:      Pass Manager with 1 passes:
// ANY-ROOT-NEXT: any(
// ANY-ROOT-NEXT:   cse
// ANY-ROOT-NEXT: )

// Pass flags build the same top-level pipeline, in command-line order.
// RUN: raptor-opt %s --symbol-dce --cse --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=FLAGS
// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   symbol-dce,
// FLAGS-NEXT:   cse
// FLAGS-NEXT: )

func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
