// ARGS: --canonicalize
func.func @f() -> (i32, i32, i32, i32) {
  %a = arith.constant 12 : i32
  %b = arith.constant 5 : i32
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remui %a, %b : i32
  %2 = arith.shli %a, %b : i32
  %3 = arith.maxui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.andi %a, %c0 : i32
  %1 = arith.ori %a, %c0 : i32
  %2 = arith.xori %a, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----
// ARGS: --canonicalize
func.func @f() -> (f32, f32, i1) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -1.0 : f32
  %0 = arith.mulf %a, %b : f32
  %1 = arith.divf %a, %b : f32
  %2 = arith.cmpf olt, %a, %b : f32
  return %0, %1, %2 : f32, f32, i1
}

// -----
// ARGS: --canonicalize
func.func @f() -> (i64, i8, f64, i32) {
  %a = arith.constant -3 : i32
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.trunci %a : i32 to i8
  %2 = arith.sitofp %a : i32 to f64
  %f = arith.constant 7.9 : f32
  %3 = arith.fptosi %f : f32 to i32
  return %0, %1, %2, %3 : i64, i8, f64, i32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i1) -> i1 {
  %true = arith.constant true
  %0 = arith.xori %a, %true : i1
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----
// ARGS: --canonicalize
func.func @f() -> tensor<4xi32> {
  %a = arith.constant dense<3> : tensor<4xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = arith.addi %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %a, %c0 : i32
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<foo> : i32
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return %0 : f32
}

// -----
// ARGS: --canonicalize
func.func @f(%x: i32) -> (f32, i32, i32, f32) {
  %a = arith.constant -1 : i32
  %0 = arith.uitofp %a : i32 to f32
  %b = arith.constant 3.7 : f32
  %1 = arith.fptoui %b : f32 to i32
  %c = arith.constant -3.7 : f32
  %2 = arith.fptoui %c : f32 to i32
  %3 = arith.uitofp %x : i32 to f32
  return %0, %1, %2, %3 : f32, i32, i32, f32
}

// -----
// ARGS: --canonicalize
func.func @f(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.minui %a, %b : i32
  %4 = arith.ceildivsi %x, %c1 : i32
  %5 = arith.maxui %x, %x : i32
  %z = arith.constant 0 : i32
  %6 = arith.floordivsi %x, %z : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----
// ARGS:
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw, foo> : i32
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a fastmath<fast,> : f32
  return %0 : f32
}

// -----
// ARGS:
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw, bad>}> : (i32, i32) -> i32
  return %0 : i32
}
