// The im2col strategies on one Conv (16 positions, k = 1·3·3 = 9, c = 2, crossbar 32, so
// pack = 32 / 9 = 3 patches per crossbar row). auto takes packed-im2col: 6 rows of 3 patches
// (27 columns, zero-padded to 32) against the filter repeated 3 times on the block diagonal.
// legacy: 16 rows of one patch. streamed-patch with chunks of 5 positions: 4 chunks (5, 5, 5, 1),
// each gathering its own patches. streamed-packed with chunks of 7: rounded down to 6 (a
// multiple of pack), so 3 chunks of 2 packed rows. The report lists the choice and candidates.
// RUN: raptor-opt %s --core-count=1 --crossbar-size=32 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s --check-prefix=AUTO
// RUN: raptor-opt %s --core-count=1 --crossbar-size=32 --crossbar-count=8 --pim-conv-lowering=legacy --convert-onnx-to-spatial | filecheck %s --check-prefix=LEGACY
// RUN: raptor-opt %s --core-count=1 --crossbar-size=32 --crossbar-count=8 --pim-conv-lowering=streamed-patch --pim-conv-stream-chunk-positions=5 --convert-onnx-to-spatial | filecheck %s --check-prefix=PATCH
// RUN: raptor-opt %s --core-count=1 --crossbar-size=32 --crossbar-count=8 --pim-conv-lowering=streamed-packed --pim-conv-stream-chunk-positions=7 --convert-onnx-to-spatial | filecheck %s --check-prefix=PACKED
// RUN: rm -rf %t && raptor-opt %s --core-count=1 --crossbar-size=32 --crossbar-count=8 --convert-onnx-to-spatial=pim-conv-report-dir=%t -o %t.mlir && cat %t/conv_lowering_report.md | filecheck %s --check-prefix=REPORT

// Every strategy reads the NHWC input through a transpose plan (a reshape here, with one input
// channel) and gives its products, position by position, to a transpose plan back to NCHW.
// AUTO:       %[[IN:.*]] = spat.transpose_plan %arg0 {{.*}}perm = array<i64: 0, 2, 3, 1>} : (tensor<1x1x6x6xf32>) -> tensor<1x6x6x1xf32>
// AUTO:       %[[ROWS:.*]] = spat.graph_compute inputs(%[[IN]], %{{.*}} : tensor<1x6x6x1xf32>, tensor<1x32xf32>) -> tensor<6x32xf32>
// AUTO:         spat.im2col {{.*}} patch = array<i64: 3, 0, 9>, positions = array<i64: 0, 16>
// AUTO:       %[[W:.*]] = arith.constant dense<"0x0000003F0000003F00000000{{.*}}> : tensor<32x32xf32>
// AUTO:       spat.graph_compute_batch lanes(6) weights(%[[W]] : tensor<32x32xf32>) inputs(%[[ROWS]] : tensor<6x32xf32>) -> tensor<6x32xf32>
// AUTO:       spat.graph_compute_batch lanes(6) inputs(%{{.*}} : tensor<6x32xf32>) -> tensor<6x6xf32>
// The 6 packed rows hold 18 positions of 2 channels: the first 16 are the NHWC result.
// AUTO:       %[[Y:.*]] = spat.graph_compute inputs(%{{.*}} : tensor<6x6xf32>) -> tensor<1x4x4x2xf32>
// AUTO:         tensor.extract_slice %{{.*}}[0] [32] [1] : tensor<36xf32> to tensor<32xf32>
// AUTO:       spat.transpose_plan %[[Y]] {{.*}}perm = array<i64: 0, 3, 1, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>

// LEGACY:     spat.graph_compute inputs(%{{.*}}, %{{.*}} : tensor<1x6x6x1xf32>, tensor<1x32xf32>) -> tensor<16x32xf32>
// LEGACY:       spat.im2col {{.*}} patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 16>
// LEGACY:     spat.graph_compute_batch lanes(16) weights(%{{.*}} : tensor<32x32xf32>) inputs(%{{.*}} : tensor<16x32xf32>)
// LEGACY:     spat.graph_compute inputs(%{{.*}} : tensor<16x2xf32>) -> tensor<1x4x4x2xf32>

// PATCH-COUNT-3: spat.graph_compute_batch lanes(5) weights(%{{.*}} : tensor<32x32xf32>) inputs(%{{.*}} : tensor<5x32xf32>)
// PATCH:         spat.graph_compute inputs(%{{.*}}, %{{.*}} : tensor<1x6x6x1xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
// PATCH:           spat.im2col {{.*}} patch = array<i64: 1, 0, 9>, positions = array<i64: 15, 1>
// PATCH:         spat.graph_compute_batch lanes(1)
// PATCH:         spat.graph_compute inputs({{.*}} : tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>, tensor<1x2xf32>) -> tensor<1x4x4x2xf32>

// PACKED-COUNT-3: spat.graph_compute_batch lanes(2) weights(%{{.*}} : tensor<32x32xf32>) inputs(%{{.*}} : tensor<2x32xf32>)
// PACKED:         spat.graph_compute inputs({{.*}} : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<1x4x4x2xf32>
// PACKED-COUNT-3:   tensor.extract_slice %{{.*}} : tensor<12xf32> to tensor<{{[0-9]+}}xf32>

// REPORT:      # Pim conv lowering report (bounded to 512 rows)
// REPORT:      ## Plan selection
// REPORT:      | Selector | Conv | Shape (N,C,H,W -> Cout,kH,kW) | group | k | c | p | pack | im2col elements | Strategy | VMM rows | K slices | Output tiles | MVMs |
// REPORT:      | auto | conv_packed | 1,1,6,6 -> 2,3,3 | 1 | 9 | 2 | 16 | 3 | 144 | packed-im2col | 6 | 1 | 1 | 6 |
// REPORT:      ## Realization
// REPORT:      | conv_packed | 16 | nhwc | packed-im2col: chosen; streamed-packed: rejected (a previous candidate was chosen);
func.func @main_graph(%x: tensor<1x1x6x6xf32>) -> tensor<1x2x4x4xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<2x1x3x3xf32>} : () -> tensor<2x1x3x3xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Conv"(%x, %w, %n) : (tensor<1x1x6x6xf32>, tensor<2x1x3x3xf32>, none) -> tensor<1x2x4x4xf32> loc("conv_packed")
  return %y : tensor<1x2x4x4xf32>
}
