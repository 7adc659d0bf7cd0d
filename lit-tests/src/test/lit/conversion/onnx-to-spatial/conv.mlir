// Conv by im2col (auto picks input-k-tiled here: k = 2·3·3 = 18 > crossbar 4 >= c = 3, and the
// 16 positions fit one chunk). A Conv of one group reads its input as NHWC through a
// spat.transpose_plan, so that layout planning can hand it a row strip. One compute gathers the
// patches (window row, window column, then channel) as one [positions, 4] matrix per K slice:
// 5 slices of 4 columns, the last zero past k = 18 (a zero row goes only into the rows that a
// patch leaves partly unwritten: padding taps, columns past k). The
// contraction runs positions x slices lanes, each slice's batch reading only its own matrix, and
// the products, position by position, are the NHWC result that a second transpose plan turns
// into NCHW. Here 16 positions and 3 output channels (one tile).
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s
// A Conv with no ONNX node name is named by its source position in the report.
// RUN: rm -rf %t && raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=8 --convert-onnx-to-spatial=pim-conv-report-dir=%t -o %t.mlir && cat %t/conv_lowering_report.md | filecheck %s --check-prefix=REPORT

// REPORT:      | auto | {{.*}}conv.mlir:[[@LINE+44]]:8 | 1,2,4,4 -> 3,3,3 | 1 | 18 | 3 | 16 | 1 | 288 | input-k-tiled |
// REPORT:      | {{.*}}conv.mlir:[[@LINE+43]]:8 | 16 | nhwc | packed-im2col: rejected

// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[NHWC:.*]] = spat.transpose_plan %arg0 {logicalLayout = #spat.logical_layout<NCHW>, perm = array<i64: 0, 2, 3, 1>} : (tensor<1x2x4x4xf32>) -> tensor<1x4x4x2xf32>
// CHECK:       %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<1x4xf32>
// CHECK:       %[[COLS:.*]]:5 = spat.graph_compute inputs(%[[NHWC]], %[[ZERO]] : tensor<1x4x4x2xf32>, tensor<1x4xf32>) -> tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>
// CHECK-NEXT:  ^bb0(%[[X:.*]]: tensor<1x4x4x2xf32>, %[[ROW:.*]]: tensor<1x4xf32>):
// Slice 0 (taps (0, 0) and (0, 1)) reads above the top row and left of the first column: its
// destination gets the zero row at positions 0 to 4, 8 and 12, and stays undefined elsewhere.
// CHECK-NEXT:    %[[E0:.*]] = tensor.empty() : tensor<16x4xf32>
// CHECK-NEXT:    %[[Z0:.*]] = tensor.insert_slice %[[ROW]] into %[[E0]][0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<16x4xf32>
// CHECK-NEXT:    %[[Z1:.*]] = tensor.insert_slice %[[ROW]] into %[[Z0]][1, 0] [1, 4]
// CHECK-NEXT:    %[[Z2:.*]] = tensor.insert_slice %[[ROW]] into %[[Z1]][2, 0] [1, 4]
// CHECK-NEXT:    %[[Z3:.*]] = tensor.insert_slice %[[ROW]] into %[[Z2]][3, 0] [1, 4]
// CHECK-NEXT:    %[[Z4:.*]] = tensor.insert_slice %[[ROW]] into %[[Z3]][4, 0] [1, 4]
// CHECK-NEXT:    %[[Z8:.*]] = tensor.insert_slice %[[ROW]] into %[[Z4]][8, 0] [1, 4]
// CHECK-NEXT:    %[[D0:.*]] = tensor.insert_slice %[[ROW]] into %[[Z8]][12, 0] [1, 4]
// CHECK-NEXT:    %[[S0:.*]] = spat.im2col %[[X]] into %[[D0]] {channels = array<i64: 0, 2>, channelsLast, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 4, 4>, pads = array<i64: 1, 1>, patch = array<i64: 1, 0, 4>, positions = array<i64: 0, 16>, strides = array<i64: 1, 1>} : tensor<1x4x4x2xf32>, tensor<16x4xf32> -> tensor<16x4xf32>
// CHECK:         %[[S1:.*]] = spat.im2col %[[X]] into %{{.*}} {{{.*}}patch = array<i64: 1, 4, 4>
// Slice 2 (taps (1, 1) and (1, 2)) only reads right of the last column.
// CHECK-NEXT:    %[[E2:.*]] = tensor.empty() : tensor<16x4xf32>
// CHECK-NEXT:    %[[R3:.*]] = tensor.insert_slice %[[ROW]] into %[[E2]][3, 0] [1, 4]
// CHECK-NEXT:    %[[R7:.*]] = tensor.insert_slice %[[ROW]] into %[[R3]][7, 0] [1, 4]
// CHECK-NEXT:    %[[R11:.*]] = tensor.insert_slice %[[ROW]] into %[[R7]][11, 0] [1, 4]
// CHECK-NEXT:    %[[D2:.*]] = tensor.insert_slice %[[ROW]] into %[[R11]][15, 0] [1, 4]
// CHECK-NEXT:    %[[S2:.*]] = spat.im2col %[[X]] into %[[D2]] {{{.*}}patch = array<i64: 1, 8, 4>
// CHECK:         %[[S3:.*]] = spat.im2col %[[X]] into %{{.*}} {{{.*}}patch = array<i64: 1, 12, 4>
// CHECK:         %[[S4:.*]] = spat.im2col %[[X]] into %{{.*}} {{{.*}}patch = array<i64: 1, 16, 4>
// CHECK-NEXT:    spat.yield %[[S0]], %[[S1]], %[[S2]], %[[S3]], %[[S4]] : tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>
// CHECK-NOT:   tensor.insert_slice
// CHECK:       spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[COLS]]#0 : tensor<16x4xf32>) -> tensor<16x4xf32>
// CHECK:       spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[COLS]]#1 : tensor<16x4xf32>) -> tensor<16x4xf32>
// CHECK:       spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[COLS]]#2 : tensor<16x4xf32>) -> tensor<16x4xf32>
// CHECK:       spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[COLS]]#3 : tensor<16x4xf32>) -> tensor<16x4xf32>
// CHECK:       spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[COLS]]#4 : tensor<16x4xf32>) -> tensor<16x4xf32>
// CHECK:       %[[SUM:.*]] = spat.graph_compute_batch lanes(16) inputs({{.*}}) -> tensor<16x3xf32>
// CHECK:       %[[Y:.*]] = spat.graph_compute inputs(%[[SUM]] : tensor<16x3xf32>) -> tensor<1x4x4x3xf32>
// CHECK:       %[[NCHW:.*]] = spat.transpose_plan %[[Y]] {logicalLayout = #spat.logical_layout<NCHW>, perm = array<i64: 0, 3, 1, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x3x4x4xf32>
// CHECK:       spat.bias_add_plan %[[NCHW]]
// CHECK-NOT:   onnx.Conv
func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %w = "onnx.Constant"() {value = dense<0.25> : tensor<3x2x3x3xf32>} : () -> tensor<3x2x3x3xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, -1.0, 0.5]> : tensor<3xf32>} : () -> tensor<3xf32>
  %y = "onnx.Conv"(%x, %w, %b) {pads = [1, 1, 1, 1]} : (tensor<1x2x4x4xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  return %y : tensor<1x3x4x4xf32>
}
