// onnx-constant-folding evaluates ops on constants: shape chains (Shape, Gather, Unsqueeze,
// Concat, Reshape, Cast, ConstantOfShape), data movement and arithmetic.
// RUN: raptor-opt %s --split-input-file --onnx-constant-folding | filecheck %s

// CHECK-LABEL: func.func @shape_chain
// CHECK-DAG:     %[[SHAPE:.*]] = "onnx.Constant"() <{value = dense<[2, 12]> : tensor<2xi64>}> : () -> tensor<2xi64>
// CHECK:         "onnx.Reshape"(%arg0, %[[SHAPE]])
// CHECK-NOT:     "onnx.Shape"
// CHECK-NOT:     "onnx.Gather"
// CHECK-NOT:     "onnx.Concat"
func.func @shape_chain(%x: tensor<2x3x4xf32>) -> tensor<2x12xf32> {
  %s = "onnx.Shape"(%x) : (tensor<2x3x4xf32>) -> tensor<3xi64>
  %zero = "onnx.Constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %n = "onnx.Gather"(%s, %zero) {axis = 0 : si64} : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
  %axes = "onnx.Constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
  %n1 = "onnx.Unsqueeze"(%n, %axes) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %rest = "onnx.Constant"() {value = dense<12> : tensor<1xi64>} : () -> tensor<1xi64>
  %shape = "onnx.Concat"(%n1, %rest) {axis = 0 : si64} : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %r = "onnx.Reshape"(%x, %shape) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<2x12xf32>
  return %r : tensor<2x12xf32>
}

// -----

// CHECK-LABEL: func.func @arithmetic_broadcasts
// CHECK-NEXT:    %[[C:.*]] = "onnx.Constant"() <{value = dense<{{\[}}[1.100000e+01, 2.200000e+01], [1.300000e+01, 2.400000e+01]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
// CHECK-NEXT:    return %[[C]]
func.func @arithmetic_broadcasts() -> tensor<2x2xf32> {
  %a = "onnx.Constant"() {value = dense<[[1.0], [3.0]]> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
  %b = "onnx.Constant"() {value = dense<[10.0, 20.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %c = "onnx.Add"(%a, %b) : (tensor<2x1xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  %d = "onnx.Constant"() {value = dense<[[0.0, 1.0], [0.0, 1.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %e = "onnx.Add"(%c, %d) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @cast_and_constant_of_shape
// CHECK-DAG:     "onnx.Constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 0.000000e+00]> : tensor<3xf32>}>
// CHECK-DAG:     "onnx.Constant"() <{value = dense<7> : tensor<2x3xi32>}>
// CHECK-NOT:     "onnx.Cast"
// CHECK-NOT:     "onnx.ConstantOfShape"
func.func @cast_and_constant_of_shape() -> (tensor<3xf32>, tensor<2x3xi32>) {
  %a = "onnx.Constant"() {value = dense<[1, 2, 0]> : tensor<3xi64>} : () -> tensor<3xi64>
  %b = "onnx.Cast"(%a) {to = f32} : (tensor<3xi64>) -> tensor<3xf32>
  %s = "onnx.Constant"() {value = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %c = "onnx.ConstantOfShape"(%s) {value = dense<7> : tensor<1xi32>} : (tensor<2xi64>) -> tensor<2x3xi32>
  return %b, %c : tensor<3xf32>, tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @transpose_slice_div
// CHECK-DAG:     "onnx.Constant"() <{value = dense<{{\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>}>
// CHECK-DAG:     "onnx.Constant"() <{value = dense<{{\[}}[3, 1]]> : tensor<1x2xi64>}>
// CHECK-DAG:     "onnx.Constant"() <{value = dense<[-3, 2]> : tensor<2xi64>}>
func.func @transpose_slice_div() -> (tensor<3x2xf32>, tensor<1x2xi64>, tensor<2xi64>) {
  %a = "onnx.Constant"() {value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %t = "onnx.Transpose"(%a) {perm = [1, 0]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %i = "onnx.Constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>} : () -> tensor<2x3xi64>
  %st = "onnx.Constant"() {value = dense<[0, -1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %en = "onnx.Constant"() {value = dense<[1, -9223372036854775807]> : tensor<2xi64>} : () -> tensor<2xi64>
  %ax = "onnx.Constant"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %sp = "onnx.Constant"() {value = dense<[1, -2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %s = "onnx.Slice"(%i, %st, %en, %ax, %sp) : (tensor<2x3xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xi64>
  %num = "onnx.Constant"() {value = dense<[-7, 7]> : tensor<2xi64>} : () -> tensor<2xi64>
  %den = "onnx.Constant"() {value = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2xi64>
  %q = "onnx.Div"(%num, %den) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %t, %s, %q : tensor<3x2xf32>, tensor<1x2xi64>, tensor<2xi64>
}

// -----

// A division by zero is left to run time.
// CHECK-LABEL: func.func @integer_division_by_zero
// CHECK:         "onnx.Div"
func.func @integer_division_by_zero() -> tensor<1xi64> {
  %a = "onnx.Constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
  %b = "onnx.Constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
  %q = "onnx.Div"(%a, %b) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  return %q : tensor<1xi64>
}
