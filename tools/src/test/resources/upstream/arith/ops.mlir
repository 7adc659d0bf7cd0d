// ARGS:
func.func @f(%a: i32, %b: f32, %t: tensor<4xi32>) -> (f32, i32, tensor<4xf32>) {
  %0 = arith.uitofp %a : i32 to f32
  %1 = arith.fptoui %b : f32 to i32
  %2 = arith.uitofp %t : tensor<4xi32> to tensor<4xf32>
  return %0, %1, %2 : f32, i32, tensor<4xf32>
}

// -----
// ARGS:
func.func @f(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum, %overflow : i32, i1
}

// -----
// ARGS: --mlir-print-op-generic
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.maxsi %0, %b : i32
  %2 = arith.ceildivsi %1, %b : i32
  return %2 : i32
}

// -----
// ARGS:
func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.maximumf %0, %b : f32
  %2 = arith.negf %1 fastmath<nnan> : f32
  return %2 : f32
}
