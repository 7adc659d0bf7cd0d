// A Conv of the function's image (3 channels, 16x16, 3x3 stride 2, chunks of 8 positions = one
// output row) reads it row-interleaved: one compute copies each image row of each channel into
// a [H·C, W] = [48, 16] matrix (48 copies of 16 elements, instead of the 256 one-pixel copies
// of a transpose to NHWC), each chunk copies the rows under its windows back into an NCHW
// window (3 channels x 3 rows, 2 at the padded top) and gathers channel-major patches from it,
// and the products are the NHWC result, as for an NHWC input. The report names the layout.
// The same Conv of an activation (the first case) keeps the NHWC transpose plan, free under row
// strips. The report is that of the last case.
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=32 --crossbar-count=8 --pim-conv-stream-chunk-positions=8 --pim-conv-image-chunk-positions=8 --convert-onnx-to-spatial | filecheck %s
// RUN: rm -rf %t && raptor-opt %s --split-input-file --core-count=1 --crossbar-size=32 --crossbar-count=8 --pim-conv-stream-chunk-positions=8 --pim-conv-image-chunk-positions=8 --convert-onnx-to-spatial=pim-conv-report-dir=%t -o %t.mlir && cat %t/conv_lowering_report.md | filecheck %s --check-prefix=REPORT
// The image's Conv takes its chunk limit from --pim-conv-image-chunk-positions (default 64), not
// from the streamed one: the same run without it gives one chunk of all 64 positions.
// RUN: rm -rf %t && raptor-opt %s --split-input-file --core-count=1 --crossbar-size=32 --crossbar-count=8 --pim-conv-stream-chunk-positions=8 --convert-onnx-to-spatial=pim-conv-report-dir=%t -o %t.mlir && cat %t/conv_lowering_report.md | filecheck %s --check-prefix=IMAGE
// IMAGE:       | stem | 64 | row-interleaved |

// CHECK-LABEL: func.func @main_graph
// CHECK-NOT:   tensor<48x16xf32>
// CHECK:       spat.transpose_plan %{{.*}} {{.*}}perm = array<i64: 0, 2, 3, 1>} : (tensor<1x3x16x16xf32>) -> tensor<1x16x16x3xf32>
// CHECK:       spat.im2col {{.*}}channelsLast

// CHECK-LABEL: func.func @main_graph
// CHECK-NOT:   spat.transpose_plan %arg0
// CHECK:       %[[ROWS:.*]] = spat.graph_compute inputs(%arg0 : tensor<1x3x16x16xf32>) -> tensor<48x16xf32>
// Row 1 of the interleaved matrix is channel 1 of image row 0 (element 256 of the image).
// CHECK:         tensor.extract_slice %{{.*}}[0] [16] [1] : tensor<768xf32> to tensor<16xf32>
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[0] [16] [1] : tensor<16xf32> into tensor<768xf32>
// CHECK-NEXT:    tensor.extract_slice %{{.*}}[256] [16] [1] : tensor<768xf32> to tensor<16xf32>
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[16] [16] [1] : tensor<16xf32> into tensor<768xf32>
// CHECK-COUNT-46: tensor.insert_slice %{{.*}} [16] [1] : tensor<16xf32> into tensor<768xf32>
// CHECK:         spat.yield %{{.*}} : tensor<48x16xf32>
// The first chunk (output row 0) reads image rows 0 and 1: rows 0 to 5 of the matrix.
// CHECK:       spat.graph_compute inputs(%[[ROWS]], %{{.*}} : tensor<48x16xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
// CHECK:         tensor.extract_slice %{{.*}}[0] [16] [1] : tensor<768xf32> to tensor<16xf32>
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[0] [16] [1] : tensor<16xf32> into tensor<96xf32>
// CHECK-NEXT:    tensor.extract_slice %{{.*}}[48] [16] [1] : tensor<768xf32> to tensor<16xf32>
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[16] [16] [1] : tensor<16xf32> into tensor<96xf32>
// CHECK:         %[[W0:.*]] = tensor.expand_shape %{{.*}} output_shape [1, 3, 2, 16] : tensor<96xf32> into tensor<1x3x2x16xf32>
// CHECK:         spat.im2col %[[W0]] into %{{.*}} {channels = array<i64: 0, 3>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 8, 8>, pads = array<i64: 1, 1>, patch = array<i64: 1, 0, 27>, positions = array<i64: 0, 8>, strides = array<i64: 2, 2>}
// The second chunk (output row 1) reads image rows 1 to 3, from row 3 of the matrix; its
// window starts at image row 1, so the im2col pads count one row more (2).
// CHECK:       spat.graph_compute inputs(%[[ROWS]], %{{.*}} : tensor<48x16xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
// CHECK:         tensor.extract_slice %{{.*}}[48] [16] [1] : tensor<768xf32> to tensor<16xf32>
// CHECK:         %[[W1:.*]] = tensor.expand_shape %{{.*}} output_shape [1, 3, 3, 16] : tensor<144xf32> into tensor<1x3x3x16xf32>
// CHECK:         spat.im2col %[[W1]] into %{{.*}} {channels = array<i64: 0, 3>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 8, 8>, pads = array<i64: 2, 1>, patch = array<i64: 1, 0, 27>, positions = array<i64: 8, 8>, strides = array<i64: 2, 2>}
// CHECK:       %[[Y:.*]] = spat.graph_compute inputs({{.*}}) -> tensor<1x8x8x2xf32>
// CHECK:       spat.transpose_plan %[[Y]] {{.*}}perm = array<i64: 0, 3, 1, 2>} : (tensor<1x8x8x2xf32>) -> tensor<1x2x8x8xf32>

// REPORT:      | Conv | Chunk positions | Input layout | Candidates |
// REPORT:      | stem | 8 | row-interleaved | packed-im2col: rejected

func.func @main_graph(%x: tensor<1x3x16x16xf32>) -> tensor<1x2x8x8xf32> {
  %w = "onnx.Constant"() {value = dense<0.25> : tensor<2x3x3x3xf32>} : () -> tensor<2x3x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %r = "onnx.Relu"(%x) : (tensor<1x3x16x16xf32>) -> tensor<1x3x16x16xf32>
  %y = "onnx.Conv"(%r, %w, %n) {pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x3x16x16xf32>, tensor<2x3x3x3xf32>, none) -> tensor<1x2x8x8xf32>
  return %y : tensor<1x2x8x8xf32>
}

// -----

func.func @main_graph(%x: tensor<1x3x16x16xf32>) -> tensor<1x2x8x8xf32> {
  %w = "onnx.Constant"() {value = dense<0.25> : tensor<2x3x3x3xf32>} : () -> tensor<2x3x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Conv"(%x, %w, %n) {pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x3x16x16xf32>, tensor<2x3x3x3xf32>, none) -> tensor<1x2x8x8xf32> loc("stem")
  return %y : tensor<1x2x8x8xf32>
}
