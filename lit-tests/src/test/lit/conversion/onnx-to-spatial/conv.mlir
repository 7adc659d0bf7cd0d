// Conv by explicit im2col: one gather builds the [positions, Cin·kH·kW] patch matrix from the
// NCHW input (padding comes from the zero fill), the contraction runs positions x slices lanes,
// and a last gather reorders the products into NCHW. Here 16 positions, k = 2·3·3 = 18 (5
// slices of 4, padded to 20), 3 output channels (one tile).
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[COLS:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<1x2x4x4xf32>, tensor<288xf32>) -> tensor<16x18xf32>
// CHECK:         tensor.collapse_shape
// CHECK:         tensor.expand_shape {{.*}} output_shape [16, 18] : tensor<288xf32> into tensor<16x18xf32>
// CHECK:       %[[PAD:.*]] = spat.graph_compute inputs(%[[COLS]], %{{.*}} : tensor<16x18xf32>, tensor<320xf32>) -> tensor<16x20xf32>
// CHECK-COUNT-5: spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[PAD]] : tensor<16x20xf32>) -> tensor<16x4xf32>
// CHECK:       %[[SUM:.*]] = spat.graph_compute inputs({{.*}}) -> tensor<16x3xf32>
// CHECK:       spat.graph_compute inputs(%[[SUM]] : tensor<16x3xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NOT:   onnx.Conv
func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %w = "onnx.Constant"() {value = dense<0.25> : tensor<3x2x3x3xf32>} : () -> tensor<3x2x3x3xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, -1.0, 0.5]> : tensor<3xf32>} : () -> tensor<3xf32>
  %y = "onnx.Conv"(%x, %w, %b) {pads = [1, 1, 1, 1]} : (tensor<1x2x4x4xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  return %y : tensor<1x3x4x4xf32>
}
