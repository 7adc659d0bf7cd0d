// ARGS:
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return %a : i32
}

// -----
// ARGS: --mlir-print-op-generic
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %a : i32, i32)
^bb1(%x: i32):
  cf.br ^bb2(%x, %x : i32, i32)
^bb2(%y: i32, %z: i32):
  return %y : i32
}

// -----
// ARGS:
func.func @f(%flag: i32, %a: f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : f32),
    42: ^bb2,
    43: ^bb3(%a : f32)
  ]
^bb1(%x: f32):
  return
^bb2:
  return
^bb3(%y: f32):
  return
}

// -----
// ARGS: --mlir-print-op-generic
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    -1: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}

// -----
// ARGS:
func.func @f(%c: i1) {
  cf.assert %c, "expected true"
  return
}

// -----
// ARGS:
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----
// ARGS:
func.func @f(%c: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----
// ARGS:
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----
// ARGS:
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----
// ARGS:
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb1,
    42: ^bb1
  ]
^bb1:
  return
}

// -----
// ARGS:
func.func @f(%flag: i64) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %c = arith.constant 0 : i32
  return %c : i32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  return %a : i32
}

// -----
// ARGS: --canonicalize
func.func @f() {
  %true = arith.constant true
  cf.assert %true, "never"
  return
}
