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

// -----
// ARGS: --canonicalize
func.func @f(%i: tensor<1x2x1xindex>) -> tensor<1x2x1x4xf32> {
  %d = arith.constant dense<1.5> : tensor<4x4xf32>
  %0 = tensor.gather %d[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x4xf32>
  return %0 : tensor<1x2x1x4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%i: tensor<1x2x1xindex>) -> tensor<1x2x4xi32> {
  %d = arith.constant dense<[[1,2,3,4],[1,2,3,4],[1,2,3,4],[1,2,3,4]]> : tensor<4x4xi32>
  %0 = tensor.gather %d[%i] gather_dims([0]) : (tensor<4x4xi32>, tensor<1x2x1xindex>) -> tensor<1x2x4xi32>
  return %0 : tensor<1x2x4xi32>
}

// -----
// ARGS: --canonicalize
func.func @f(%i: tensor<?x1xindex>) -> tensor<?x4xi32> {
  %d = arith.constant dense<7> : tensor<4x4xi32>
  %0 = tensor.gather %d[%i] gather_dims([0]) : (tensor<4x4xi32>, tensor<?x1xindex>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// -----
// ARGS: --canonicalize
func.func @f(%i: tensor<1x2x1xindex>, %d: tensor<4x4xf32>, %s: tensor<1x2x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<1x2x4xf32>, tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<4x4xf32>
  return %d : tensor<4x4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%i: tensor<1x2x1xindex>, %d: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.gather %d[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4xf32>
  return %d : tensor<4x4xf32>
}
