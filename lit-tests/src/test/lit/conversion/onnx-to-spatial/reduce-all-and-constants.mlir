// ReduceMean with empty axes (and noop_with_empty_axes = 0) averages every element: the 12
// elements of a 3x2x2 tensor are three K slices of 4 on 4x4 crossbars, each weighted 1/12.
// A constant operand of a data-movement op (here Concat's) becomes a host constant the compute
// reads, never an onnx.Constant left for the back end.
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=4 --convert-onnx-to-spatial | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:       spat.graph_compute inputs(%arg0 : tensor<3x2x2xf32>) -> tensor<1x12xf32>
// CHECK-COUNT-3: arith.constant dense<{{\[\[}}0.0833333358, 0.000000e+00
// CHECK:       spat.graph_compute inputs({{.*}} : tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x1xf32>
// CHECK:       %[[C:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00]]> : tensor<1x2xf32>
// CHECK:       spat.graph_compute inputs(%arg1, %[[C]] : tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x4xf32>
// CHECK-NOT:   onnx.
func.func @main_graph(%x: tensor<3x2x2xf32>, %y: tensor<1x2xf32>) -> (tensor<1x1x1xf32>, tensor<1x4xf32>) {
  %axes = "onnx.Constant"() {value = dense<> : tensor<0xi64>} : () -> tensor<0xi64>
  %m = "onnx.ReduceMean"(%x, %axes) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<3x2x2xf32>, tensor<0xi64>) -> tensor<1x1x1xf32> loc("mean")
  %c = "onnx.Constant"() {value = dense<[[1.0, 2.0]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
  %j = "onnx.Concat"(%y, %c) {axis = 1 : si64} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x4xf32> loc("concat")
  return %m, %j : tensor<1x1x1xf32>, tensor<1x4xf32>
}
