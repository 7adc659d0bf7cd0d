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

// -----
// ARGS:
func.func @f(%lb: index, %ub: index) {
  scf.parallel (%x, %y) = (%lb) to (%ub, %ub) step (%ub, %ub) {
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%x) = (%lb) to (%ub) step (%c0) {
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index) {
  scf.parallel () = () to () step () {
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %i: f32) {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) init (%i) -> f32 {
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %i: f32) {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) -> f32 {
    scf.reduce(%i : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %i: f32, %j: i32) {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) init (%i) -> f32 {
    scf.reduce(%j : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %i: f32) {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) init (%i) -> f32 {
    scf.reduce(%i : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %i: f32) {
  scf.parallel (%x) = (%lb) to (%ub) step (%ub) {
    scf.reduce(%i : f32)
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %i: f32, %j: i32) {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) init (%i) -> f32 {
    scf.reduce(%i : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %j : i32
    }
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index, %i: f32) {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) init (%i) -> f32 {
    scf.reduce(%i : f32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.constant 1.0 : f32
      "scf.yield"(%c) : (f32) -> ()
    }
  }
  return
}

// -----
// ARGS:
func.func @f(%i: f32) {
  scf.reduce(%i : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
  }
}

// -----
// ARGS: --allow-unregistered-dialect
func.func @f(%lb: index, %ub: index, %i: f32) {
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%ub) init (%i) -> f32 {
    scf.reduce(%i : f32) {
    ^bb0(%a: f32, %b: f32):
      "unknown.terminator"(%a) : (f32) -> ()
    }
  }
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index) {
  "scf.parallel"(%lb, %ub, %ub) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index) {
  "scf.parallel"(%lb, %ub, %ub) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index, %y: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %ub: index) {
  "scf.parallel"(%lb, %ub, %ub) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
