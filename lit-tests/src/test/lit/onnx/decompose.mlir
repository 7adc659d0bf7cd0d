// onnx-decompose rewrites a shaped graph into the forms the PIM lowering maps.
// RUN: raptor-opt %s --split-input-file --onnx-decompose | filecheck %s

// BatchNormalization after a Conv with constant weights folds into them: w' = w * s and
// b' = (b - mean) * s + B, with s = scale / sqrt(var + epsilon) = 4 / sqrt(3 + 1) = 2 and
// 8 / sqrt(15 + 1) = 2.
// CHECK-LABEL: func.func @batchnorm_into_conv
// CHECK-DAG:     %[[W:.*]] = "onnx.Constant"() <{value = dense<{{\[\[\[\[}}2.000000e+00]]], {{\[\[\[}}6.000000e+00]]]]> : tensor<2x1x1x1xf32>}>
// CHECK-DAG:     %[[B:.*]] = "onnx.Constant"() <{value = dense<[1.500000e+00, 3.000000e+00]> : tensor<2xf32>}>
// CHECK:         %[[Y:.*]] = "onnx.Conv"(%arg0, %[[W]], %[[B]])
// CHECK-NOT:     onnx.BatchNormalizationInferenceMode
// CHECK:         return %[[Y]]
func.func @batchnorm_into_conv(%x: tensor<1x1x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %w = "onnx.Constant"() {value = dense<[[[[1.0]]], [[[3.0]]]]> : tensor<2x1x1x1xf32>} : () -> tensor<2x1x1x1xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %c = "onnx.Conv"(%x, %w, %b) : (tensor<1x1x2x2xf32>, tensor<2x1x1x1xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  %scale = "onnx.Constant"() {value = dense<[4.0, 8.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "onnx.Constant"() {value = dense<[0.5, 1.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %mean = "onnx.Constant"() {value = dense<[0.5, 1.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %var = "onnx.Constant"() {value = dense<[3.0, 15.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %y = "onnx.BatchNormalizationInferenceMode"(%c, %scale, %shift, %mean, %var) {epsilon = 1.0 : f32} : (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  return %y : tensor<1x2x2x2xf32>
}

// -----

// Without a Conv before it, BatchNormalization becomes x * s + t per channel.
// CHECK-LABEL: func.func @batchnorm_into_mul_add
// CHECK-DAG:     %[[S:.*]] = "onnx.Constant"() <{value = dense<{{\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]]]> : tensor<2x1x1xf32>}>
// CHECK-DAG:     %[[T:.*]] = "onnx.Constant"() <{value = dense<{{\[\[\[}}0.000000e+00]], {{\[\[}}-1.000000e+00]]]> : tensor<2x1x1xf32>}>
// CHECK:         %[[M:.*]] = "onnx.Mul"(%arg0, %[[S]])
// CHECK:         %[[A:.*]] = "onnx.Add"(%[[M]], %[[T]])
// CHECK:         return %[[A]]
func.func @batchnorm_into_mul_add(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %scale = "onnx.Constant"() {value = dense<[1.0, 4.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "onnx.Constant"() {value = dense<[1.0, 3.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %mean = "onnx.Constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %var = "onnx.Constant"() {value = dense<[0.0, 3.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %y = "onnx.BatchNormalizationInferenceMode"(%x, %scale, %shift, %mean, %var) {epsilon = 1.0 : f32} : (tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x3x3xf32>
  return %y : tensor<1x2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @identity_dropout_sum
// CHECK-NEXT:    %[[A:.*]] = "onnx.Add"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = "onnx.Add"(%[[A]], %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    return %[[B]]
func.func @identity_dropout_sum(%x: tensor<2x3xf32>, %y: tensor<3xf32>) -> tensor<2x3xf32> {
  %i = "onnx.Identity"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %d, %m = "onnx.Dropout"(%i, %n, %n) : (tensor<2x3xf32>, none, none) -> (tensor<2x3xf32>, none)
  %s = "onnx.Sum"(%d, %y, %x) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

// -----

// transB and alpha go into the constant weights; beta into the constant bias; transA becomes
// an onnx.Transpose of the runtime input.
// CHECK-LABEL: func.func @gemm_normalized
// CHECK-DAG:     %[[B:.*]] = "onnx.Constant"() <{value = dense<{{\[}}[2.000000e+00, 6.000000e+00], [4.000000e+00, 8.000000e+00]]> : tensor<2x2xf32>}>
// CHECK-DAG:     %[[C:.*]] = "onnx.Constant"() <{value = dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf32>}>
// CHECK-DAG:     %[[A:.*]] = "onnx.Transpose"(%arg0) <{perm = [1, 0]}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK:         "onnx.Gemm"(%[[A]], %[[B]], %[[C]]) <{alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 0 : si64}>
func.func @gemm_normalized(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %b = "onnx.Constant"() {value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %c = "onnx.Constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %y = "onnx.Gemm"(%a, %b, %c) {alpha = 2.0 : f32, beta = 0.5 : f32, transA = 1 : si64, transB = 1 : si64} : (tensor<2x3xf32>, tensor<2x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @shape_ops_to_reshape
// CHECK:         %[[S1:.*]] = "onnx.Constant"() <{value = dense<[2, 12]> : tensor<2xi64>}>
// CHECK:         %[[F:.*]] = "onnx.Reshape"(%arg0, %[[S1]])
// CHECK:         %[[S2:.*]] = "onnx.Constant"() <{value = dense<[1, 2, 12]> : tensor<3xi64>}>
// CHECK:         "onnx.Reshape"(%[[F]], %[[S2]])
// CHECK-NOT:     onnx.Flatten
// CHECK-NOT:     onnx.Unsqueeze
func.func @shape_ops_to_reshape(%x: tensor<2x3x4xf32>) -> tensor<1x2x12xf32> {
  %f = "onnx.Flatten"(%x) {axis = 1 : si64} : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  %a = "onnx.Constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
  %u = "onnx.Unsqueeze"(%f, %a) : (tensor<2x12xf32>, tensor<1xi64>) -> tensor<1x2x12xf32>
  return %u : tensor<1x2x12xf32>
}

// -----

// CHECK-LABEL: func.func @activations
// CHECK:         %[[R:.*]] = "onnx.Relu"(%arg0)
// CHECK:         %[[F:.*]] = "onnx.Constant"() <{value = dense<2.500000e-01> : tensor<f32>}>
// CHECK:         %[[M:.*]] = "onnx.Mul"(%[[R]], %[[F]])
// CHECK:         %[[G:.*]] = "onnx.HardSigmoid"(%[[M]]) <{alpha = 0.16666667{{[0-9]*}} : f32, beta = 5.000000e-01 : f32}>
// CHECK:         "onnx.Mul"(%[[M]], %[[G]])
func.func @activations(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = "onnx.Constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %n = "onnx.NoValue"() {value} : () -> none
  %r = "onnx.Clip"(%x, %zero, %n) : (tensor<4xf32>, tensor<f32>, none) -> tensor<4xf32>
  %four = "onnx.Constant"() {value = dense<4.0> : tensor<f32>} : () -> tensor<f32>
  %d = "onnx.Div"(%r, %four) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %h = "onnx.HardSwish"(%d) : (tensor<4xf32>) -> tensor<4xf32>
  return %h : tensor<4xf32>
}

// -----

// x * Sigmoid(x) is recognized as SiLU in either operand order; a product with another value's
// Sigmoid is not.
// CHECK-LABEL: func.func @silu
// CHECK-NEXT:    %[[A:.*]] = "onnx.SiLU"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[S:.*]] = "onnx.Sigmoid"(%arg1)
// CHECK-NEXT:    %[[B:.*]] = "onnx.SiLU"(%arg1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[C:.*]] = "onnx.Mul"(%arg0, %[[S]])
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @silu(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %sx = "onnx.Sigmoid"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %a = "onnx.Mul"(%x, %sx) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %sy = "onnx.Sigmoid"(%y) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "onnx.Mul"(%sy, %y) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = "onnx.Mul"(%x, %sy) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %a, %b, %c : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
