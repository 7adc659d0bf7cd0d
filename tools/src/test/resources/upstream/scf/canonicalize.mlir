// ARGS: --cse
func.func @f(%c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  %1 = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %0, %1 : i32, i32
}

// -----
// ARGS: --cse
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %i, %i : index
  }
  return
}

// -----
// ARGS: --canonicalize
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %i, %i : index
  }
  return
}

// -----
// ARGS: --canonicalize
func.func @f(%c: i1, %a: i32) {
  scf.if %c {
    %x = arith.addi %a, %a : i32
  }
  return
}

// -----
// ARGS: --canonicalize
func.func @f() -> i32 {
  %c1 = arith.constant 1 : index
  %0 = scf.index_switch %c1 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----
// ARGS: --canonicalize
func.func @f(%lb: index, %ub: index, %s: index, %v: i32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %v) -> (i32) {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  return
}

// -----
// ARGS: --canonicalize
func.func @f(%v: i32) -> i32 {
  %true = arith.constant true
  %0 = scf.if %true -> i32 {
    scf.yield %v : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----
// ARGS: --canonicalize
func.func @f(%lb: index, %v: i32) -> i32 {
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%acc = %v) -> (i32) {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  return %0 : i32
}
