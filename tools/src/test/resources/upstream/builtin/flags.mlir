// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo
"foo.a"() : () -> () loc("a.mlir":3:4)
"foo.b"() : () -> () loc(fused["a.mlir":1:2, "b.mlir":5:6])
"foo.c"() : () -> () loc(callsite("f" at "a.mlir":10:8))

// -----
// ARGS: --allow-unregistered-dialect --mlir-pretty-debuginfo
"foo.a"() : () -> () loc("a.mlir":3:4)

// -----
// ARGS: --mlir-print-op-on-diagnostic
func.func @f() -> i32 {
  %0 = arith.constant 0 : ui32
  return %0 : ui32
}

// -----
// ARGS: --mlir-print-op-on-diagnostic=false
func.func @f() -> ui32 {
  %0 = arith.constant 0 : ui32
  return %0 : ui32
}

// -----
// ARGS: --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-op-generic
func.func @f() -> i32 {
  %0 = arith.constant 0 : i64
  return %0 : i64
}

// -----
// ARGS: --pass-pipeline=builtin.module(canonicalize{region-simplify=aggressive})
func.func @f(%c: i1) -> i32 {
  %a = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}

// -----
// ARGS: --pass-pipeline=builtin.module(canonicalize{region-simplify=disabled})
func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// -----
// ARGS: --pass-pipeline=builtin.module(canonicalize{region-simplify=normal})
func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}
