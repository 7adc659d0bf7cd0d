// onnx-shape-inference: static result types for the ops of an imported graph, from operand
// shapes, attributes and constant operands; the function's result types follow.
// RUN: raptor-opt %s --split-input-file --onnx-shape-inference | filecheck %s

// CHECK-LABEL: func.func @conv_relu_pool
// CHECK-SAME:    -> tensor<1x4x2x2xf32>
// CHECK:         "onnx.Conv"{{.*}} -> tensor<1x4x4x4xf32>
// CHECK:         "onnx.Relu"{{.*}} -> tensor<1x4x4x4xf32>
// CHECK:         "onnx.MaxPoolSingleOut"{{.*}} -> tensor<1x4x2x2xf32>
func.func @conv_relu_pool(%x: tensor<1x3x8x8xf32>) -> tensor<*xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<4x3x3x3xf32>} : () -> tensor<4x3x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %c = "onnx.Conv"(%x, %w, %n) {pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<*xf32>
  %r = "onnx.Relu"(%c) : (tensor<*xf32>) -> tensor<*xf32>
  %p = "onnx.MaxPoolSingleOut"(%r) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<*xf32>) -> tensor<*xf32>
  return %p : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @same_upper_ceil_mode
// CHECK:         "onnx.Conv"{{.*}} -> tensor<1x2x3x3xf32>
// CHECK:         "onnx.AveragePool"{{.*}} -> tensor<1x2x2x2xf32>
func.func @same_upper_ceil_mode(%x: tensor<1x2x5x5xf32>) -> tensor<*xf32> {
  %w = "onnx.Constant"() {value = dense<1.0> : tensor<2x1x3x3xf32>} : () -> tensor<2x1x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %c = "onnx.Conv"(%x, %w, %n) {auto_pad = "SAME_UPPER", group = 2 : si64, strides = [2, 2]} : (tensor<1x2x5x5xf32>, tensor<2x1x3x3xf32>, none) -> tensor<*xf32>
  %p = "onnx.AveragePool"(%c) {kernel_shape = [2, 2], strides = [2, 2], ceil_mode = 1 : si64} : (tensor<*xf32>) -> tensor<*xf32>
  return %p : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @gemm_broadcast_matmul
// CHECK:         "onnx.Gemm"{{.*}} -> tensor<2x5xf32>
// CHECK:         "onnx.Add"{{.*}} -> tensor<3x2x5xf32>
// CHECK:         "onnx.MatMul"{{.*}} -> tensor<3x2x7xf32>
func.func @gemm_broadcast_matmul(%a: tensor<4x2xf32>, %b: tensor<5x4xf32>, %c: tensor<5xf32>, %d: tensor<3x1x1xf32>, %m: tensor<5x7xf32>) -> tensor<*xf32> {
  %g = "onnx.Gemm"(%a, %b, %c) {transA = 1 : si64, transB = 1 : si64} : (tensor<4x2xf32>, tensor<5x4xf32>, tensor<5xf32>) -> tensor<*xf32>
  %s = "onnx.Add"(%g, %d) : (tensor<*xf32>, tensor<3x1x1xf32>) -> tensor<*xf32>
  %y = "onnx.MatMul"(%s, %m) : (tensor<*xf32>, tensor<5x7xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_with_constant_shape
// CHECK:         "onnx.Reshape"{{.*}} -> tensor<2x12xf32>
// CHECK:         "onnx.Transpose"{{.*}} -> tensor<12x2xf32>
// CHECK:         "onnx.Flatten"{{.*}} -> tensor<12x2xf32>
func.func @reshape_with_constant_shape(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %s = "onnx.Constant"() {value = dense<[0, -1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %r = "onnx.Reshape"(%x, %s) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<*xf32>
  %t = "onnx.Transpose"(%r) : (tensor<*xf32>) -> tensor<*xf32>
  %f = "onnx.Flatten"(%t) {axis = 1 : si64} : (tensor<*xf32>) -> tensor<*xf32>
  return %f : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @slice_gather_concat_split
// CHECK:         "onnx.Slice"{{.*}} -> tensor<2x3xf32>
// CHECK:         "onnx.Gather"{{.*}} -> tensor<2x2x2xf32>
// CHECK:         "onnx.Concat"{{.*}} -> tensor<2x9xf32>
// CHECK:         "onnx.Split"{{.*}} -> (tensor<2x4xf32>, tensor<2x5xf32>)
func.func @slice_gather_concat_split(%x: tensor<4x6xf32>, %i: tensor<2x2xi64>, %z: tensor<2x6xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %st = "onnx.Constant"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %en = "onnx.Constant"() {value = dense<[9223372036854775807, 6]> : tensor<2xi64>} : () -> tensor<2xi64>
  %ax = "onnx.Constant"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %sp = "onnx.Constant"() {value = dense<[2, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %s = "onnx.Slice"(%x, %st, %en, %ax, %sp) : (tensor<4x6xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<*xf32>
  %g = "onnx.Gather"(%s, %i) {axis = 1 : si64} : (tensor<*xf32>, tensor<2x2xi64>) -> tensor<*xf32>
  %c = "onnx.Concat"(%s, %z) {axis = -1 : si64} : (tensor<*xf32>, tensor<2x6xf32>) -> tensor<*xf32>
  %sizes = "onnx.Constant"() {value = dense<[4, 5]> : tensor<2xi64>} : () -> tensor<2xi64>
  %a, %b = "onnx.Split"(%c, %sizes) {axis = 1 : si64} : (tensor<*xf32>, tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %g, %a, %b : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @shape_ops
// CHECK:         "onnx.Shape"{{.*}} -> tensor<2xi64>
// CHECK:         "onnx.Unsqueeze"{{.*}} -> tensor<1x2x1x3xf32>
// CHECK:         "onnx.Squeeze"{{.*}} -> tensor<2x3xf32>
// CHECK:         "onnx.ReduceMean"{{.*}} -> tensor<2x1xf32>
// CHECK:         "onnx.Cast"{{.*}} -> tensor<2x1xf16>
// CHECK:         "onnx.GlobalAveragePool"{{.*}} -> tensor<1x2x1x1xf32>
func.func @shape_ops(%x: tensor<2x3xf32>, %y: tensor<1x2x5x5xf32>) -> (tensor<*xi64>, tensor<*xf16>, tensor<*xf32>) {
  %s = "onnx.Shape"(%x) : (tensor<2x3xf32>) -> tensor<*xi64>
  %ax = "onnx.Constant"() {value = dense<[0, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %u = "onnx.Unsqueeze"(%x, %ax) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<*xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %q = "onnx.Squeeze"(%u, %n) : (tensor<*xf32>, none) -> tensor<*xf32>
  %r1 = "onnx.Constant"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
  %m = "onnx.ReduceMean"(%q, %r1) : (tensor<*xf32>, tensor<1xi64>) -> tensor<*xf32>
  %c = "onnx.Cast"(%m) {to = f16} : (tensor<*xf32>) -> tensor<*xf16>
  %g = "onnx.GlobalAveragePool"(%y) : (tensor<1x2x5x5xf32>) -> tensor<*xf32>
  return %s, %c, %g : tensor<*xi64>, tensor<*xf16>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @pad_resize
// CHECK:         "onnx.Pad"{{.*}} -> tensor<1x1x5x7xf32>
// CHECK:         "onnx.Resize"{{.*}} -> tensor<1x1x10x14xf32>
func.func @pad_resize(%x: tensor<1x1x4x4xf32>) -> tensor<*xf32> {
  %p = "onnx.Constant"() {value = dense<[0, 0, 1, 2, 0, 0, 0, 1]> : tensor<8xi64>} : () -> tensor<8xi64>
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Pad"(%x, %p, %n, %n) : (tensor<1x1x4x4xf32>, tensor<8xi64>, none, none) -> tensor<*xf32>
  %sc = "onnx.Constant"() {value = dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %r = "onnx.Resize"(%y, %n, %sc, %n) : (tensor<*xf32>, none, tensor<4xf32>, none) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
