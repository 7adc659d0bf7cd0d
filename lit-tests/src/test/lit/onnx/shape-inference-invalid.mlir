// onnx-shape-inference reports, at the node, operands that do not fit an op, a type the model
// declares that disagrees with the inferred one, and a shape that depends on a value that is
// not a constant (only at its first cause, not at every op downstream).
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --onnx-shape-inference

func.func @no_broadcast(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'onnx.Add' op operand shapes [2, 3], [4] do not broadcast}}
  %c = "onnx.Add"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

func.func @declared_type_disagrees(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'onnx.Relu' op result 0 has the inferred type 'tensor<2x3xf32>', but the model declares 'tensor<3x2xf32>'}}
  %c = "onnx.Relu"(%a) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %d = "onnx.Sigmoid"(%c) : (tensor<3x2xf32>) -> tensor<*xf32>
  return %d : tensor<*xf32>
}

// -----

func.func @shape_not_constant(%a: tensor<2x3xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'onnx.Reshape' op cannot infer a static result type: operand 'shape' is not a constant}}
  %r = "onnx.Reshape"(%a, %s) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<*xf32>
  %t = "onnx.Relu"(%r) : (tensor<*xf32>) -> tensor<*xf32>
  return %t : tensor<*xf32>
}

// -----

func.func @matmul_inner_dims(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'onnx.MatMul' op MatMul of [2, 3] and [4, 5]: inner dimensions 3 and 4 differ}}
  %c = "onnx.MatMul"(%a, %b) : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

func.func @reshape_count(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  %s = "onnx.Constant"() {value = dense<[4, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  // expected-error@+1 {{'onnx.Reshape' op Reshape of [2, 3] (6 elements) to [4, 2] (8 elements)}}
  %r = "onnx.Reshape"(%a, %s) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @window_too_large(%x: tensor<1x1x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'onnx.MaxPoolSingleOut' op a window of 3 (dilation 1) does not fit spatial dimension 0 of size 2}}
  %p = "onnx.MaxPoolSingleOut"(%x) {kernel_shape = [3, 3]} : (tensor<1x1x2x2xf32>) -> tensor<*xf32>
  return %p : tensor<*xf32>
}
