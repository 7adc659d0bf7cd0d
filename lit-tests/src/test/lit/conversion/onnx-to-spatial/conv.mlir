// Conv by explicit im2col (auto picks legacy here: k = 2·3·3 = 18 > crossbar 4 >= c = 3, and the
// whole im2col matrix fits the budget): one gather builds the [positions, Cin·kH·kW] patch
// matrix from the NCHW input, already zero-padded to whole K slices (5 slices of 4 = 20; the
// padding comes from the zero fill), the contraction runs positions x slices lanes, and a last
// gather reorders the products into NCHW. Here 16 positions and 3 output channels (one tile).
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[COLS:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<1x2x4x4xf32>, tensor<320xf32>) -> tensor<16x20xf32>
// CHECK:         tensor.collapse_shape
// CHECK:         tensor.expand_shape {{.*}} output_shape [16, 20] : tensor<320xf32> into tensor<16x20xf32>
// CHECK-COUNT-5: spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[COLS]] : tensor<16x20xf32>) -> tensor<16x4xf32>
// CHECK:       %[[SUM:.*]] = spat.graph_compute inputs({{.*}}) -> tensor<16x3xf32>
// CHECK:       spat.graph_compute inputs(%[[SUM]] : tensor<16x3xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NOT:   onnx.Conv
func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %w = "onnx.Constant"() {value = dense<0.25> : tensor<3x2x3x3xf32>} : () -> tensor<3x2x3x3xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, -1.0, 0.5]> : tensor<3xf32>} : () -> tensor<3xf32>
  %y = "onnx.Conv"(%x, %w, %b) {pads = [1, 1, 1, 1]} : (tensor<1x2x4x4xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  return %y : tensor<1x3x4x4xf32>
}
