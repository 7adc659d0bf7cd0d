// MaxPool gathers one tensor per kernel offset (4 for 2x2) from the input, filled with the
// lowest float, and reduces them with vmax; Relu is one compute; Softmax runs per row.
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=4 --crossbar-count=1 --convert-onnx-to-spatial --spatial-layout-planning --lower-spatial-plans | filecheck %s

// CHECK-LABEL: func.func @pool
// CHECK:       arith.constant dense<-3.40282347E+38> : tensor<8xf32>
// CHECK:       spat.graph_compute inputs(%arg0, %{{.*}} : tensor<1x2x4x4xf32>, tensor<8xf32>) -> tensor<1x2x2x2xf32>
// CHECK-COUNT-3: spat.vmax
// CHECK-NOT:   spat.vmax
// CHECK:       spat.yield
func.func @pool(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %y = "onnx.MaxPoolSingleOut"(%x) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  return %y : tensor<1x2x2x2xf32>
}

// -----

// CHECK-LABEL: func.func @relu_softmax
// CHECK:       %[[R:.*]] = spat.graph_compute inputs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK:         spat.relu %{{.*}} : tensor<2x3xf32>
// CHECK:       spat.graph_compute inputs(%[[R]] : tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-COUNT-2: spat.softmax %{{.*}} : tensor<3xf32>
func.func @relu_softmax(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = "onnx.Relu"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = "onnx.Softmax"(%r) {axis = 1 : si64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}
