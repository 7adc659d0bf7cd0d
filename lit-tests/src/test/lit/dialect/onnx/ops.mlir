// onnx ops in generic form (the dialect has no custom forms, as onnx-mlir's): the default-valued
// attributes are filled in, and printing, parsing and printing again gives the same text.
// RUN: raptor-opt %s | filecheck %s
// RUN: raptor-opt %s | raptor-opt | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: (%arg0: tensor<1x3x8x8xf32> {onnx.name = "x"}) -> (tensor<*xf32> {onnx.name = "y"})
func.func @main_graph(%x: tensor<1x3x8x8xf32> {onnx.name = "x"}) -> (tensor<*xf32> {onnx.name = "y"}) {
  // CHECK: %0 = "onnx.NoValue"() <{value}> : () -> none
  %none = "onnx.NoValue"() {value} : () -> none
  // CHECK: %1 = "onnx.Constant"() <{value = dense<1.000000e+00> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
  %w = "onnx.Constant"() <{value = dense<1.0> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
  // CHECK: %2 = "onnx.Conv"(%arg0, %1, %0) <{auto_pad = "NOTSET", group = 1 : si64, pads = [1, 1, 1, 1]}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<*xf32>
  %c = "onnx.Conv"(%x, %w, %none) <{pads = [1, 1, 1, 1]}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<*xf32> loc("conv1")
  // CHECK: %3 = "onnx.LeakyRelu"(%2) <{alpha = 0.00999999977 : f32}> : (tensor<*xf32>) -> tensor<*xf32>
  %r = "onnx.LeakyRelu"(%c) : (tensor<*xf32>) -> tensor<*xf32>
  // CHECK: %4 = "onnx.Cast"(%3) <{saturate = 1 : si64, to = f16}> : (tensor<*xf32>) -> tensor<*xf16>
  %h = "onnx.Cast"(%r) <{to = f16}> : (tensor<*xf32>) -> tensor<*xf16>
  // CHECK: %5 = "onnx.Cast"(%4) <{saturate = 1 : si64, to = f32}> : (tensor<*xf16>) -> tensor<*xf32>
  %f = "onnx.Cast"(%h) <{to = f32}> : (tensor<*xf16>) -> tensor<*xf32>
  // CHECK: %6:2 = "onnx.Dropout"(%5, %0, %0) : (tensor<*xf32>, none, none) -> (tensor<*xf32>, none)
  %d:2 = "onnx.Dropout"(%f, %none, %none) : (tensor<*xf32>, none, none) -> (tensor<*xf32>, none)
  // CHECK: return %6#0 : tensor<*xf32>
  return %d#0 : tensor<*xf32>
}
