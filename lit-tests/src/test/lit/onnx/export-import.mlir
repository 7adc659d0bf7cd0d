// onnx-dialect IR written as .onnx and read back: raptor-import prints the graph with node names
// as locations, raptor-opt takes the model as its input (recognized by content), and
// --onnx-input-shape fixes the symbolic batch.
// RUN: raptor-export-onnx %s -o %t.onnx
// RUN: raptor-import %t.onnx | filecheck %s
// RUN: raptor-export-onnx %s -o %t.model
// RUN: raptor-opt %t.model --mlir-print-debuginfo | filecheck %s
// RUN: raptor-import %t.onnx --onnx-input-shape=image:2x1x4x4 | filecheck %s --check-prefix=FIXED

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: (%arg0: tensor<1x1x4x4xf32> {onnx.name = "image"} loc("image")) -> (tensor<*xf32> {onnx.name = "probabilities"})
// CHECK: %[[W:.*]] = "onnx.Constant"() <{value = dense<5.000000e-01> : tensor<2x1x3x3xf32>}> : () -> tensor<2x1x3x3xf32> loc(#[[WLOC:loc[0-9]*]])
// CHECK: %[[C:.*]] = "onnx.Conv"(%arg0, %[[W]], %{{.*}}) <{auto_pad = "NOTSET", group = 1 : si64, pads = [1, 1, 1, 1]}> : (tensor<1x1x4x4xf32>, tensor<2x1x3x3xf32>, none) -> tensor<1x2x4x4xf32> loc(#[[CONV:loc[0-9]*]])
// CHECK: %[[R:.*]] = "onnx.Relu"(%[[C]]) : (tensor<1x2x4x4xf32>) -> tensor<*xf32> loc(#[[RELU:loc[0-9]*]])
// CHECK: return %[[R]] : tensor<*xf32>
// CHECK-DAG: #[[WLOC]] = loc("weights")
// CHECK-DAG: #[[CONV]] = loc("conv1")
// CHECK-DAG: #[[RELU]] = loc("relu1")

// FIXED: func.func @main_graph(%arg0: tensor<2x1x4x4xf32> {onnx.name = "image"} loc("image"))

func.func @main_graph(%x: tensor<?x1x4x4xf32> {onnx.name = "image"}) -> (tensor<*xf32> {onnx.name = "probabilities"}) {
  %none = "onnx.NoValue"() {value} : () -> none
  %w = "onnx.Constant"() <{value = dense<0.5> : tensor<2x1x3x3xf32>}> : () -> tensor<2x1x3x3xf32> loc("weights")
  %c = "onnx.Conv"(%x, %w, %none) <{pads = [1, 1, 1, 1]}> : (tensor<?x1x4x4xf32>, tensor<2x1x3x3xf32>, none) -> tensor<1x2x4x4xf32> loc("conv1")
  %r = "onnx.Relu"(%c) : (tensor<1x2x4x4xf32>) -> tensor<*xf32> loc("relu1")
  return %r : tensor<*xf32>
}
