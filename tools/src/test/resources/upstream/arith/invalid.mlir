// ARGS:
func.func @f() -> ui32 {
  %0 = arith.constant 0 : ui32
  return %0 : ui32
}

// -----
// ARGS:
func.func @f() -> si8 {
  %0 = arith.constant 1 : si8
  return %0 : si8
}

// -----
// ARGS:
func.func @f() -> f32 {
  %0 = arith.constant 42 : f32
  return %0 : f32
}

// -----
// ARGS:
func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense<[1.0, 2.0]> : tensor<3xf32>
  return %0 : tensor<2xf32>
}

// -----
// ARGS:
func.func @f() -> i32 {
  %0 = arith.constant 1.0 : i32
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%c: tensor<4xi1>, %a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = arith.select %c, %a, %a : tensor<4xi1>, tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----
// ARGS:
func.func @f(%c: tensor<8xi1>, %a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = arith.select %c, %a, %a : tensor<8xi1>, tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----
// ARGS:
func.func @f(%c: i1, %a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = arith.select %c, %a, %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----
// ARGS:
func.func @f(%c: i32, %a: f32) -> f32 {
  %0 = arith.select %c, %a, %a : i32, f32
  return %0 : f32
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf16>) -> tensor<8xf32> {
  %0 = arith.extf %a : tensor<4xf16> to tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xi32>) -> tensor<?xi64> {
  %0 = arith.extsi %a : tensor<4xi32> to tensor<?xi64>
  return %0 : tensor<?xi64>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xi32>) -> i64 {
  %0 = arith.extsi %a : tensor<4xi32> to i64
  return %0 : i64
}

// -----
// ARGS:
func.func @f(%a: i64) -> i32 {
  %0 = arith.extsi %a : i64 to i32
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%a: i32) -> i64 {
  %0 = arith.trunci %a : i32 to i64
  return %0 : i64
}

// -----
// ARGS:
func.func @f(%a: f32) -> f16 {
  %0 = arith.extf %a : f32 to f16
  return %0 : f16
}

// -----
// ARGS:
func.func @f(%a: tensor<4xi32>) -> tensor<4xf32> {
  %0 = arith.sitofp %a : tensor<4xi32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xi32>) -> tensor<5xf32> {
  %0 = arith.sitofp %a : tensor<4xi32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----
// ARGS:
func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi "foo", %a, %b : i32
  return %0 : i1
}

// -----
// ARGS:
func.func @f(%a: f32, %b: f32) -> i1 {
  %0 = arith.cmpf "slt", %a, %b : f32
  return %0 : i1
}

// -----
// ARGS:
func.func @f(%a: i32, %b: i64) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%a: f32) -> i32 {
  %0 = arith.bitcast %a : f32 to i64
  return %0 : i64
}

// -----
// ARGS:
func.func @f(%a: index) -> i32 {
  %0 = arith.index_cast %a : index to index
  return %0 : index
}

// -----
// ARGS:
func.func @f(%a: i32, %b: i64) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum, %overflow : i32, i1
}

// -----
// ARGS: --mlir-print-op-generic
func.func @f(%a: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>) {
  %sum, %overflow = arith.addui_extended %a, %a : tensor<4xi32>, tensor<4xi1>
  return %sum, %overflow : tensor<4xi32>, tensor<4xi1>
}

// -----
// ARGS:
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 20 : i64}> : (i32, i32) -> i1
  return
}
