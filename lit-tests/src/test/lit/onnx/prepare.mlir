// onnx-prepare alternates shape inference and constant folding, decomposes, and leaves every
// op with static types: here a Shape-Gather-Unsqueeze-Concat chain feeding a Reshape (which
// needs both), a Conv followed by BatchNormalization, Dropout and a Flatten into a Gemm.
// RUN: raptor-opt %s --onnx-prepare | filecheck %s
// RUN: raptor-opt %s --pass-pipeline='builtin.module(func.func(onnx-prepare))' | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME:    (%arg0: tensor<1x1x4x4xf32>) -> tensor<1x3xf32>
// CHECK:         %[[C:.*]] = "onnx.Conv"{{.*}} -> tensor<1x2x4x4xf32>
// CHECK-NEXT:    %[[R:.*]] = "onnx.Relu"(%[[C]]) : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
// CHECK:         %[[S:.*]] = "onnx.Reshape"(%[[R]], %{{.*}}) {{.*}} -> tensor<1x32xf32>
// CHECK:         %[[G:.*]] = "onnx.Gemm"(%[[S]], {{.*}}) {{.*}} -> tensor<1x3xf32>
// CHECK-NEXT:    return %[[G]] : tensor<1x3xf32>
// CHECK-NOT:     onnx.Shape
// CHECK-NOT:     onnx.BatchNormalization
func.func @main_graph(%x: tensor<1x1x4x4xf32>) -> tensor<*xf32> {
  %w = "onnx.Constant"() {value = dense<[[[[1.0, 0.0, 1.0], [0.0, 1.0, 0.0], [1.0, 0.0, 1.0]]], [[[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]]]]> : tensor<2x1x3x3xf32>} : () -> tensor<2x1x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %c = "onnx.Conv"(%x, %w, %n) {pads = [1, 1, 1, 1]} : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>, none) -> tensor<*xf32>
  %scale = "onnx.Constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %shift = "onnx.Constant"() {value = dense<[0.0, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %mean = "onnx.Constant"() {value = dense<[0.1, 0.2]> : tensor<2xf32>} : () -> tensor<2xf32>
  %var = "onnx.Constant"() {value = dense<[1.0, 4.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %b = "onnx.BatchNormalizationInferenceMode"(%c, %scale, %shift, %mean, %var) : (tensor<*xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  %r = "onnx.Relu"(%b) : (tensor<*xf32>) -> tensor<*xf32>
  %d, %m = "onnx.Dropout"(%r, %n, %n) : (tensor<*xf32>, none, none) -> (tensor<*xf32>, none)
  %s = "onnx.Shape"(%d) : (tensor<*xf32>) -> tensor<*xi64>
  %zero = "onnx.Constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %batch = "onnx.Gather"(%s, %zero) {axis = 0 : si64} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
  %axes = "onnx.Constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
  %b1 = "onnx.Unsqueeze"(%batch, %axes) : (tensor<*xi64>, tensor<1xi64>) -> tensor<*xi64>
  %minus = "onnx.Constant"() {value = dense<-1> : tensor<1xi64>} : () -> tensor<1xi64>
  %shape = "onnx.Concat"(%b1, %minus) {axis = 0 : si64} : (tensor<*xi64>, tensor<1xi64>) -> tensor<*xi64>
  %flat = "onnx.Reshape"(%d, %shape) : (tensor<*xf32>, tensor<*xi64>) -> tensor<*xf32>
  %fc = "onnx.Constant"() {value = dense<0.25> : tensor<3x32xf32>} : () -> tensor<3x32xf32>
  %y = "onnx.Gemm"(%flat, %fc, %n) {transB = 1 : si64} : (tensor<*xf32>, tensor<3x32xf32>, none) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
