// ARGS:
func.func @f(%lb: index, %x: f32) {
  %r:2 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.reduce"() : () -> ()
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> (f32, f32)
  return
}

// -----
// ARGS:
func.func @f(%lb: index, %x: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: i32, %a: f32):
    "scf.reduce"() : () -> ()
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----
// ARGS:
func.func @f(%n: index) {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xf32>
  return
}

// -----
// ARGS:
func.func @f(%n: index) {
  %0 = tensor.generate %n, %n {
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x3xf32>
  return
}

// -----
// ARGS:
func.func @f(%t: tensor<2xf32>) {
  %c = arith.constant 1.0 : f32
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
    tensor.yield %c : f32
  } : tensor<2xf32> to tensor<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%c: i1, %x: f32) {
  %0 = scf.if %c -> f32 {
    "scf.reduce"() : () -> ()
    scf.yield %c : i1
  } else {
    scf.yield %x : f32
  }
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  "scf.yield"(%x) : (f32) -> ()
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  "func.return"(%x) : (f32) -> ()
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  %0 = "tensor.yield"(%x) : (f32) -> (f32)
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  "scf.reduce.return"(%x) : (f32) -> ()
}

// -----
// ARGS:
func.func @f(%lb: index) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    "scf.yield"() : () -> ()
    scf.reduce
  }
  return
}

// -----
// ARGS:
func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----
// ARGS:
func.func @f(%c: i1, %x: f32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    "scf.reduce"() : () -> ()
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----
// ARGS:
func.func @f(%c: i1, %x: f32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    "scf.reduce"() : () -> ()
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----
// ARGS:
func.func @f(%c: i1, %x: f32) {
  %0 = "scf.if"(%c) ({
    "scf.reduce"() : () -> ()
    "scf.yield"(%x) : (f32) -> ()
  }, {
  }) : (i1) -> f32
  return
}

// -----
// ARGS:
func.func @f(%c: i1) {
  "scf.if"(%c) ({
  ^bb0:
  }, {
  }) : (i1) -> ()
  return
}

// -----
// ARGS:
func.func @f(%n: index) {
  %0 = "tensor.generate"(%n) ({
  ^bb0(%i: index, %j: index):
  }) : (index) -> tensor<?x3xf32>
  return
}
