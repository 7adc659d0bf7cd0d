// ARGS:
func.func @f(%lb: index, %ub: index, %s: i32) {
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// -----
// ARGS:
func.func @f(%c: i1) {
  %0 = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i64
    scf.yield %b : i64
  }
  return
}

// -----
// ARGS:
func.func @f(%c: i1) {
  scf.if %c {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  return
}

// -----
// ARGS:
func.func @f(%a: index) -> i32 {
  %0 = scf.index_switch %a -> i32
  case 1 {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  case 1 {
    %x = arith.constant 2 : i32
    scf.yield %x : i32
  }
  default {
    %x = arith.constant 3 : i32
    scf.yield %x : i32
  }
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%a: i32) {
  scf.yield %a : i32
}

// -----
// ARGS:
func.func @f(%a: f32) -> f32 {
  %0 = scf.while (%x = %a) : (f32) -> f32 {
    %c = arith.constant true
    scf.condition(%c) %x : f32
  } do {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  return %0 : f32
}
