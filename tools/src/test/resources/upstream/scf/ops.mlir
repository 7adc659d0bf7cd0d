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

// -----
// ARGS:
func.func @parallel(%lb: index, %ub: index, %st: index, %m: memref<?xf32>, %i: f32) -> (f32, f32) {
  scf.parallel (%x, %y) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    memref.store %i, %m[%x] : memref<?xf32>
  }
  scf.parallel (%x) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {foo}
  %r:2 = scf.parallel (%x) = (%lb) to (%ub) step (%st) init (%i, %i) -> (f32, f32) {
    %v = memref.load %m[%x] : memref<?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}

// -----
// ARGS:
func.func @parallel_one(%lb: index, %ub: index, %i: i32) -> i32 {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) init (%i) -> i32 {
    scf.reduce(%i : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %b : i32
    }
  }
  return %r : i32
}

// -----
// ARGS: --mlir-print-op-generic
func.func @parallel_generic(%lb: index, %ub: index) {
  scf.parallel (%x) = (%lb) to (%ub) step (%ub) {
  }
  return
}
