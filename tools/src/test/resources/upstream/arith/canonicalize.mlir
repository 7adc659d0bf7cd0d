// ARGS: --canonicalize
func.func @f(%a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %a, %c1 : i32
  %2 = arith.subi %a, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i1, %b: i32, %c: i32) -> (i32, i32) {
  %t = arith.constant true
  %0 = arith.select %t, %b, %c : i32
  %1 = arith.select %a, %b, %b : i32
  return %0, %1 : i32, i32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i8) -> i8 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

// -----
// ARGS: --canonicalize
func.func @f() -> (i32, f32, i1) {
  %a = arith.constant 7 : i32
  %b = arith.constant 3 : i32
  %0 = arith.remsi %a, %b : i32
  %x = arith.constant 1.5 : f32
  %1 = arith.addf %x, %x : f32
  %2 = arith.cmpi slt, %a, %b : i32
  return %0, %1, %2 : i32, f32, i1
}

// -----
// ARGS: --canonicalize --mlir-print-debuginfo
func.func @f() -> (i32, i32) {
  %a = arith.constant 7 : i32 loc("a.mlir":1:1)
  %b = arith.constant 7 : i32 loc("b.mlir":2:2)
  return %a, %b : i32, i32
}

// -----
// ARGS: --cse --mlir-print-debuginfo
func.func @f() -> (i32, i32) {
  %a = arith.constant 7 : i32 loc("a.mlir":1:1)
  %b = arith.constant 7 : i32 loc("b.mlir":2:2)
  return %a, %b : i32, i32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: index) -> index {
  %0 = arith.index_cast %a : index to i32
  %1 = arith.index_cast %0 : i32 to index
  return %1 : index
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i32) -> i1 {
  %0 = arith.cmpi eq, %a, %a : i32
  return %0 : i1
}

// -----
// ARGS: --canonicalize
func.func @f(%a: i32) -> i32 {
  %c = arith.constant -1 : i32
  %0 = arith.xori %a, %c : i32
  %1 = arith.xori %0, %c : i32
  return %1 : i32
}
