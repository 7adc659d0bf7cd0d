// ARGS:
func.func @reshape(%t: tensor<4x4xf32>, %s: tensor<1xindex>, %u: tensor<*xf32>, %d: tensor<?xi32>, %two: tensor<2xi64>) {
  %0 = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>
  %1 = tensor.reshape %u(%d) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  %2 = tensor.reshape %u(%two) : (tensor<*xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %3 = "tensor.reshape"(%t, %two) : (tensor<4x4xf32>, tensor<2xi64>) -> tensor<2x8xf32>
  return
}
