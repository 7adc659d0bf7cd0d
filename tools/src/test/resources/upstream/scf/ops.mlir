// ARGS:
func.func @f(%c: i1) -> i32 {
  %0 = scf.execute_region -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %s: index) -> i32 {
  %init = arith.constant 0 : i32
  %0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (i32) {
    %one = arith.constant 1 : i32
    %n = arith.addi %acc, %one : i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %x = arith.constant 1 : i64
    scf.yield %x : i64
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s iter_args(%a = %lb) -> (i32) {
    scf.yield %a : index
  }
  return
}

// -----
// ARGS: --mlir-print-op-generic
func.func @f() -> (i32, i64) {
  %0:2 = scf.execute_region -> (i32, i64) no_inline {
    %a = arith.constant 1 : i32
    %b = arith.constant 2 : i64
    scf.yield %a, %b : i32, i64
  }
  return %0#0, %0#1 : i32, i64
}

// -----
// ARGS:
func.func @f() -> (i32, i64) {
  %0:2 = scf.execute_region -> (i32, i64) no_inline {
    %a = arith.constant 1 : i32
    %b = arith.constant 2 : i64
    scf.yield %a, %b : i32, i64
  }
  return %0#0, %0#1 : i32, i64
}
