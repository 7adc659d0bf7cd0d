// Clip, SiLU, Softmax on an inner axis and LRN, each one compute of vector ops.
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=8 --crossbar-count=8 --convert-onnx-to-spatial --spatial-layout-planning --lower-spatial-plans | filecheck %s

// Clip with runtime scalar bounds: each bound is broadcast by a gather, then
// max(x, low) and min(., high) = -max(-., -high).
// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[LO:.*]] = spat.graph_compute inputs(%arg1 : tensor<f32>) -> tensor<2x3xf32>
// CHECK:       %[[HI:.*]] = spat.graph_compute inputs(%arg2 : tensor<f32>) -> tensor<2x3xf32>
// CHECK:       spat.graph_compute inputs(%arg0, %[[LO]], %[[HI]], %{{.*}} : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:  ^bb0(%[[X:.*]]: tensor<2x3xf32>, %[[L:.*]]: tensor<2x3xf32>, %[[H:.*]]: tensor<2x3xf32>, %[[M:.*]]: tensor<2x3xf32>):
// CHECK-NEXT:    %[[A:.*]] = spat.vmax %[[X]], %[[L]]
// CHECK-NEXT:    %[[NA:.*]] = spat.vmul %[[A]], %[[M]]
// CHECK-NEXT:    %[[NH:.*]] = spat.vmul %[[H]], %[[M]]
// CHECK-NEXT:    %[[B:.*]] = spat.vmax %[[NA]], %[[NH]]
// CHECK-NEXT:    %[[R:.*]] = spat.vmul %[[B]], %[[M]]
// CHECK-NEXT:    spat.yield %[[R]]
func.func @main_graph(%x: tensor<2x3xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> tensor<2x3xf32> {
  %y = "onnx.Clip"(%x, %lo, %hi) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @main_graph
// CHECK:       ^bb0(%[[X:.*]]: tensor<4xf32>):
// CHECK-NEXT:    %[[S:.*]] = spat.sigmoid %[[X]]
// CHECK-NEXT:    %[[Y:.*]] = spat.vmul %[[X]], %[[S]]
// CHECK-NEXT:    spat.yield %[[Y]]
func.func @main_graph(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "onnx.SiLU"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Softmax on axis 0 of [2, 3]: transposed to [3, 2], one spat.softmax per row, transposed back.
// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[T:.*]] = spat.graph_compute inputs(%arg0 : tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK:       %[[S:.*]] = spat.graph_compute inputs(%[[T]] : tensor<3x2xf32>) -> tensor<3x2xf32>
// CHECK-COUNT-3: spat.softmax %{{.*}} : tensor<2xf32>
// CHECK:       spat.graph_compute inputs(%[[S]] : tensor<3x2xf32>) -> tensor<2x3xf32>
func.func @main_graph(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "onnx.Softmax"(%x) {axis = 0 : si64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// LRN of size 3: the squares, 3 channel-shifted gathers added, then two inverse square roots by
// 18 Newton steps each (5 vector ops per step), and x · s · q for beta 0.75.
// CHECK-LABEL: func.func @main_graph
// CHECK:       spat.graph_compute inputs(%arg0, {{.*}}) -> tensor<1x3x2x2xf32>
// CHECK:         %[[SQ:.*]] = spat.vmul %[[FLAT:.*]], %[[FLAT]] : tensor<12xf32>
// CHECK-COUNT-2: spat.vadd
// CHECK-COUNT-180: spat.v{{mul|add}}
// CHECK:         spat.yield
func.func @main_graph(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %y = "onnx.LRN"(%x) {size = 3 : si64, alpha = 0.1 : f32, beta = 0.75 : f32, bias = 1.0 : f32} : (tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  return %y : tensor<1x3x2x2xf32>
}
