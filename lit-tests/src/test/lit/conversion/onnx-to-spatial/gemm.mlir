// Gemm with a constant weight through the contraction planner on 4x4 crossbars: K = 6 is
// padded to 2 slices of 4, N = 5 to 2 output tiles; one batch of M = 2 VMM lanes per weight
// block (4 blocks), then one reduction compute adds the slices, concatenates the tiles, trims
// to 5 columns and adds the bias.
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=4 --convert-onnx-to-spatial | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[PAD:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<2x6xf32>, tensor<16xf32>) -> tensor<2x8xf32>
// CHECK-COUNT-4: spat.graph_compute_batch lanes(2) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[PAD]] : tensor<2x8xf32>) -> tensor<2x4xf32>
// CHECK:       spat.graph_compute inputs({{.*}} : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK:         spat.vadd
// CHECK:         spat.vadd
// CHECK:         spat.concat axis 1
// CHECK:         tensor.extract_slice %{{.*}}[0, 0] [2, 5] [1, 1] : tensor<2x8xf32> to tensor<2x5xf32>
// CHECK:         spat.vadd
// CHECK:       return
// CHECK-NOT:   onnx.
func.func @main_graph(%x: tensor<2x6xf32>) -> tensor<2x5xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<6x5xf32>} : () -> tensor<6x5xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %y = "onnx.Gemm"(%x, %w, %b) : (tensor<2x6xf32>, tensor<6x5xf32>, tensor<5xf32>) -> tensor<2x5xf32>
  return %y : tensor<2x5xf32>
}
