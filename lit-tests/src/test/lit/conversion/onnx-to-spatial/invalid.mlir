// Errors of convert-onnx-to-spatial name the ONNX node (the op's location) and the reason.
// RUN: not raptor-opt %s --split-input-file --core-count=1 --crossbar-size=4 --crossbar-count=1 --convert-onnx-to-spatial 2>&1 | filecheck %s
// RUN: not raptor-opt %s --split-input-file --crossbar-size=4 --crossbar-count=1 --convert-onnx-to-spatial 2>&1 | filecheck %s --check-prefix=TARGET

// CHECK: error: loc("mm_constant_lhs"): onnx.MatMul supports a constant left-hand side only for 2-D operands with matching contraction dimensions
// TARGET: error: ONNX-to-Spatial lowering requires valid target resources
func.func @main_graph(%b: tensor<2x3x4xf32>) -> tensor<2x2x4xf32> {
  %a = "onnx.Constant"() {value = dense<1.0> : tensor<2x2x3xf32>} : () -> tensor<2x2x3xf32>
  %y = "onnx.MatMul"(%a, %b) : (tensor<2x2x3xf32>, tensor<2x3x4xf32>) -> tensor<2x2x4xf32> loc("mm_constant_lhs")
  return %y : tensor<2x2x4xf32>
}

// -----

// CHECK: error: loc("conv_runtime_filter"): onnx.Conv requires a compile-time constant weight: no Conv strategy supports a runtime filter
func.func @main_graph(%x: tensor<1x1x3x3xf32>, %w: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Conv"(%x, %w, %n) : (tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>, none) -> tensor<1x1x2x2xf32> loc("conv_runtime_filter")
  return %y : tensor<1x1x2x2xf32>
}

// -----

// CHECK: error: loc("resize_node"): onnx.Resize supports only mode "nearest", got "linear"
func.func @main_graph(%x: tensor<1x1x2x2xf32>) -> tensor<1x1x4x4xf32> {
  %n = "onnx.NoValue"() {value} : () -> none
  %s = "onnx.Constant"() {value = dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %y = "onnx.Resize"(%x, %n, %s, %n) {mode = "linear"} : (tensor<1x1x2x2xf32>, none, tensor<4xf32>, none) -> tensor<1x1x4x4xf32> loc("resize_node")
  return %y : tensor<1x1x4x4xf32>
}

// -----

// CHECK: error: loc("div_runtime"): onnx.Div supports only a constant divisor
func.func @main_graph(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %y = "onnx.Div"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("div_runtime")
  return %y : tensor<2xf32>
}

// -----

// CHECK: error: loc("lrn_node"): onnx.LRN supports beta 0.25, 0.5, 0.75 or 1 only, got 0.6
func.func @main_graph(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %y = "onnx.LRN"(%x) {size = 3 : si64, beta = 0.6 : f32} : (tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> loc("lrn_node")
  return %y : tensor<1x3x2x2xf32>
}
