// Conv strategies that tile the filter over crossbars of 8, one problem per chunk, with the K
// slices split into a batch per weight block (fuse-k-slices=false; gemm.mlir shows them fused).
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=8 --crossbar-count=8 --convert-onnx-to-spatial=fuse-k-slices=false --spatial-layout-planning --lower-spatial-plans | filecheck %s
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=8 --crossbar-count=8 --pim-conv-im2col-max-elements=10 --convert-onnx-to-spatial=fuse-k-slices=false --spatial-layout-planning --lower-spatial-plans | filecheck %s --check-prefix=BUDGET
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=8 --crossbar-count=8 --pim-conv-im2col-max-elements=10 --convert-onnx-to-spatial | filecheck %s --check-prefix=WINDOW

// k = 2·3·3 = 18 > 8 and c = 10 > 8: auto takes tiled-2d, 3 K slices x 2 output tiles of
// 4 positions each, and a reduction batch (a lane per position) adds the slices and trims 16
// columns to 10. One compute gathers the patches as one [4, 8] matrix per K slice (the last
// zero past k), and each slice's batches read only their slice.
// With an im2col budget of 10 elements, chunks hold max(1, 10 / 18) = 1 position.
// CHECK-LABEL: func.func @main_graph
// The input goes to NHWC (one spat.transpose, as the graph input is dense) and the NHWC
// products back to NCHW (one compute that reshapes them, the reshape of the transpose plan moved
// into its one reader, and does one spat.transpose, as the result is returned).
// CHECK:       %[[T:.*]] = spat.graph_compute inputs(%arg0 : tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32>
// CHECK:         spat.transpose %{{.*}} : tensor<2x16xf32> -> tensor<16x2xf32>
// CHECK:       %[[P:.*]]:3 = spat.graph_compute inputs(%[[T]], %{{.*}} : tensor<1x4x4x2xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK:         spat.im2col {{.*}} patch = array<i64: 1, 0, 8>, positions = array<i64: 0, 4>
// CHECK:         spat.im2col {{.*}} patch = array<i64: 1, 8, 8>, positions = array<i64: 0, 4>
// CHECK:         spat.im2col {{.*}} patch = array<i64: 1, 16, 8>, positions = array<i64: 0, 4>
// CHECK:       spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[P]]#0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:       spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[P]]#1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:       spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[P]]#2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:       spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[P]]#0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:       spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[P]]#1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:       spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[P]]#2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:       spat.graph_compute_batch lanes(4) inputs({{.*}}) -> tensor<4x10xf32>
// CHECK:         spat.concat axis 1
// CHECK:       spat.graph_compute inputs(%{{.*}} : tensor<4x10xf32>) -> tensor<1x10x2x2xf32>
// CHECK:         tensor.expand_shape {{.*}} output_shape [1, 2, 2, 10]
// CHECK:         spat.transpose %{{.*}} : tensor<4x10xf32> -> tensor<10x4xf32>
// Each one-position chunk gathers from the 3 input rows under its window: rows 0 to 2 for
// output row 0, and rows 1 to 3 for output row 1 (a leading pad of 1 places row 1 at row 0).
// WINDOW-LABEL: func.func @main_graph
// WINDOW:      tensor.extract_slice %{{.*}}[0, 0, 0, 0] [1, 3, 4, 2] [1, 1, 1, 1] : tensor<1x4x4x2xf32> to tensor<1x3x4x2xf32>
// WINDOW:      spat.im2col {{.*}} pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 8>, positions = array<i64: 0, 1>
// WINDOW:      tensor.extract_slice %{{.*}}[0, 1, 0, 0] [1, 3, 4, 2] [1, 1, 1, 1] : tensor<1x4x4x2xf32> to tensor<1x3x4x2xf32>
// WINDOW:      spat.im2col {{.*}} pads = array<i64: 1, 0>, patch = array<i64: 1, 0, 8>, positions = array<i64: 2, 1>
// BUDGET-LABEL: func.func @main_graph
// BUDGET-COUNT-24: spat.graph_compute_batch lanes(1)
func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x10x2x2xf32> {
  %w = "onnx.Constant"() {value = dense<0.125> : tensor<10x2x3x3xf32>} : () -> tensor<10x2x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Conv"(%x, %w, %n) : (tensor<1x2x4x4xf32>, tensor<10x2x3x3xf32>, none) -> tensor<1x10x2x2xf32>
  return %y : tensor<1x10x2x2xf32>
}

// -----

// k = 18 > 8 >= c = 3: auto takes input-k-tiled (before legacy, which would gather the whole
// im2col matrix in one compute): its 4 positions fit one chunk, gathered as one [4, 8] matrix
// per K slice, one batch of 4 lanes per slice, and a reduction batch adding the partial
// products; the bias is a bias_add_plan, lowered densely as one vadd of the bias broadcast to
// the NCHW result. With a budget of 10 elements, each of the 4 chunks holds one position and
// its one-row reduction is a compute.
// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[T:.*]] = spat.graph_compute inputs(%arg0 : tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32>
// CHECK:       %[[S:.*]]:3 = spat.graph_compute inputs(%[[T]], %{{.*}} : tensor<1x4x4x2xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-COUNT-3: spat.im2col
// CHECK:       %[[P0:.*]] = spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[S]]#0 : tensor<4x8xf32>)
// CHECK:       %[[P1:.*]] = spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[S]]#1 : tensor<4x8xf32>)
// CHECK:       %[[P2:.*]] = spat.graph_compute_batch lanes(4) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[S]]#2 : tensor<4x8xf32>)
// CHECK:       %[[SUM:.*]] = spat.graph_compute_batch lanes(4) inputs(%[[P0]], %[[P1]], %[[P2]] : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x3xf32>
// CHECK-COUNT-2: spat.vadd
// CHECK:       %[[NCHW:.*]] = spat.graph_compute inputs(%[[SUM]] : tensor<4x3xf32>) -> tensor<1x3x2x2xf32>
// CHECK:         tensor.expand_shape {{.*}} output_shape [1, 2, 2, 3]
// CHECK:       %[[BIAS:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00{{\]\]}}, {{\[\[}}2.000000e+00
// CHECK:       spat.graph_compute inputs(%[[NCHW]], %[[BIAS]] : tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
// CHECK-NEXT:  ^bb0
// CHECK-NEXT:    spat.vadd
// BUDGET-LABEL: func.func @main_graph
// BUDGET:      %[[T:.*]] = spat.graph_compute inputs(%arg0 : tensor<1x2x4x4xf32>) -> tensor<16x2xf32>
// BUDGET:      %[[S:.*]]:3 = spat.graph_compute inputs(%[[T]], %{{.*}} : tensor<16x2xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
// BUDGET:        spat.im2col {{.*}} patch = array<i64: 1, 0, 8>, positions = array<i64: 0, 1>
// BUDGET:        spat.im2col {{.*}} patch = array<i64: 1, 8, 8>, positions = array<i64: 0, 1>
// BUDGET:        spat.im2col {{.*}} patch = array<i64: 1, 16, 8>, positions = array<i64: 0, 1>
// BUDGET:      spat.graph_compute_batch lanes(1) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[S]]#0 : tensor<1x8xf32>)
// BUDGET:      spat.graph_compute_batch lanes(1) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[S]]#1 : tensor<1x8xf32>)
// BUDGET:      spat.graph_compute_batch lanes(1) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[S]]#2 : tensor<1x8xf32>)
// BUDGET:      spat.graph_compute inputs(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x3xf32>
// BUDGET-COUNT-2: spat.vadd
// BUDGET:      spat.im2col {{.*}} positions = array<i64: 1, 1>
// BUDGET:      spat.im2col {{.*}} positions = array<i64: 2, 1>
// BUDGET:      spat.im2col {{.*}} positions = array<i64: 3, 1>
func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x3x2x2xf32> {
  %w = "onnx.Constant"() {value = dense<0.125> : tensor<3x2x3x3xf32>} : () -> tensor<3x2x3x3xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %y = "onnx.Conv"(%x, %w, %b) : (tensor<1x2x4x4xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>) -> tensor<1x3x2x2xf32>
  return %y : tensor<1x3x2x2xf32>
}

// -----

// k = 2·2·2 = 8 <= 8 < c = 12: output-channel-tiled, 2 output tiles of 9 positions.
// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[P:.*]] = spat.graph_compute inputs(%{{.*}}, %{{.*}} : tensor<1x4x4x2xf32>, tensor<1x8xf32>) -> tensor<9x8xf32>
// CHECK-COUNT-2: spat.graph_compute_batch lanes(9) weights(%{{.*}} : tensor<8x8xf32>) inputs(%[[P]] : tensor<9x8xf32>) -> tensor<9x8xf32>
// CHECK:       spat.graph_compute_batch lanes(9) inputs({{.*}}) -> tensor<9x12xf32>
// BUDGET-LABEL: func.func @main_graph
// BUDGET-COUNT-2: spat.graph_compute_batch lanes(1)
func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x12x3x3xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<12x2x2x2xf32>} : () -> tensor<12x2x2x2xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Conv"(%x, %w, %n) : (tensor<1x2x4x4xf32>, tensor<12x2x2x2xf32>, none) -> tensor<1x12x3x3xf32>
  return %y : tensor<1x12x3x3xf32>
}

// -----

// A depthwise Conv (3 groups of one channel, 2 outputs each): no im2col and no crossbar; per
// kernel tap one gather of the input each output sees there, a multiply by the tap's
// per-channel weights, and the sums, in one compute.
// CHECK-LABEL: func.func @main_graph
// CHECK-NOT:   spat.graph_compute_batch
// CHECK:       spat.graph_compute inputs(%arg0, {{.*}}) -> tensor<1x6x4x4xf32>
// CHECK-COUNT-9: spat.vmul
// CHECK-NOT:   spat.vmm
// CHECK:       return
// BUDGET-LABEL: func.func @main_graph
// BUDGET-NOT:  spat.vmm
func.func @main_graph(%x: tensor<1x3x4x4xf32>) -> tensor<1x6x4x4xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<6x1x3x3xf32>} : () -> tensor<6x1x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Conv"(%x, %w, %n) {group = 3 : si64, pads = [1, 1, 1, 1]} : (tensor<1x3x4x4xf32>, tensor<6x1x3x3xf32>, none) -> tensor<1x6x4x4xf32>
  return %y : tensor<1x6x4x4xf32>
}
