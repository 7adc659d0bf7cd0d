// ARGS:
func.func @reshape(%t: tensor<4x4xf32>, %s: tensor<1xindex>, %u: tensor<*xf32>, %d: tensor<?xi32>, %two: tensor<2xi64>) {
  %0 = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>
  %1 = tensor.reshape %u(%d) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  %2 = tensor.reshape %u(%two) : (tensor<*xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %3 = "tensor.reshape"(%t, %two) : (tensor<4x4xf32>, tensor<2xi64>) -> tensor<2x8xf32>
  return
}

// -----
// ARGS:
func.func @gather_scatter(%dest : tensor<4x5x6xf32>, %indices: tensor<1x3x2xindex>, %indices_i32: tensor<1x3x2xi32>) {
  %gathered = tensor.gather %dest[%indices_i32] gather_dims([1, 2]) unique :
    (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
  %rank_reduced_gathered = tensor.gather %dest[%indices] gather_dims([1, 2]) unique :
    (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %scattered = tensor.scatter %gathered into %dest[%indices]
      scatter_dims([1, 2]) unique :
    (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  %rank_reduced_scattered = tensor.scatter %rank_reduced_gathered into %dest[%indices_i32]
      scatter_dims([1, 2]) unique :
    (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<4x5x6xf32>
  %g2 = tensor.gather %dest[%indices] gather_dims([0, 1]) {foo = 1} : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x1x1x6xf32>
  return
}

// -----
// ARGS: --mlir-print-op-generic
func.func @gather_scatter(%dest : tensor<4x5x6xf32>, %indices: tensor<1x3x2xindex>, %indices_i32: tensor<1x3x2xi32>) {
  %gathered = tensor.gather %dest[%indices_i32] gather_dims([1, 2]) unique :
    (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
  %rank_reduced_gathered = tensor.gather %dest[%indices] gather_dims([1, 2]) unique :
    (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %scattered = tensor.scatter %gathered into %dest[%indices]
      scatter_dims([1, 2]) unique :
    (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  %rank_reduced_scattered = tensor.scatter %rank_reduced_gathered into %dest[%indices_i32]
      scatter_dims([1, 2]) unique :
    (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<4x5x6xf32>
  %g2 = tensor.gather %dest[%indices] gather_dims([0, 1]) {foo = 1} : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x1x1x6xf32>
  return
}
