// ARGS: --canonicalize
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %a, %c0 : tensor<4x?xf32>
  return %0 : index
}

// -----
// ARGS: --canonicalize
func.func @f(%a: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tensor.concat dim(0) %a : (tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----
// ARGS: --canonicalize
func.func @f() -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %i = arith.constant 1 : index
  %0 = tensor.extract %c[%i] : tensor<3xf32>
  return %0 : f32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.extract_slice %a[0] [8] [1] : tensor<8xf32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: tensor<4x?xf32>, %b: tensor<*xf32>) -> (index, index) {
  %0 = tensor.rank %a : tensor<4x?xf32>
  %1 = tensor.rank %b : tensor<*xf32>
  return %0, %1 : index, index
}
