// Products of two runtime tensors. Row (b, i) of A repeated n times and B[b] transposed and
// flattened are multiplied elementwise in one compute ([rows, n·k]); a contraction with the
// constant segment-sum matrix (scale on S[j·k + kk, j]) adds each run of k products.
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=8 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s

// Batched Q·K: 2 batches of [3, 4] x [4, 2] = 6 rows of n·k = 8 products, one K slice.
// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[KT:.*]] = spat.graph_compute inputs(%arg1 : tensor<2x4x2xf32>) -> tensor<2x2x4xf32>
// CHECK:       %[[P:.*]] = spat.graph_compute inputs(%arg0, %[[KT]] : tensor<2x3x4xf32>, tensor<2x2x4xf32>) -> tensor<6x8xf32>
// CHECK:         spat.vmul %{{.*}}, %{{.*}} : tensor<48xf32>
// CHECK:       %[[S:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 0.000000e+00{{.*}}> : tensor<8x8xf32>
// CHECK:       spat.graph_compute_batch lanes(6) weights(%[[S]] : tensor<8x8xf32>) inputs(%[[P]] : tensor<6x8xf32>) -> tensor<6x8xf32>
// CHECK:       -> tensor<6x2xf32>
// CHECK:       -> tensor<2x3x2xf32>
func.func @main_graph(%q: tensor<2x3x4xf32>, %k: tensor<2x4x2xf32>) -> tensor<2x3x2xf32> {
  %y = "onnx.MatMul"(%q, %k) : (tensor<2x3x4xf32>, tensor<2x4x2xf32>) -> tensor<2x3x2xf32>
  return %y : tensor<2x3x2xf32>
}

// -----

// Gemm with a runtime transposed B (already [n, k]: no transpose) and alpha 0.5 in the sums.
// CHECK-LABEL: func.func @main_graph
// CHECK-NOT:   tensor<3x2xf32>) -> tensor<2x3xf32>
// CHECK:       %[[P:.*]] = spat.graph_compute inputs(%arg0, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
// CHECK:       spat.graph_compute inputs(%[[P]], %{{.*}} : tensor<2x6xf32>, tensor<2xf32>) -> tensor<2x8xf32>
// CHECK:       arith.constant dense<{{\[\[}}5.000000e-01, 0.000000e+00
// CHECK:       spat.graph_compute_batch lanes(2) weights(%{{.*}} : tensor<8x8xf32>) inputs(%{{.*}} : tensor<2x8xf32>)
func.func @main_graph(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Gemm"(%a, %b, %n) {transB = 1 : si64, alpha = 0.5 : f32} : (tensor<2x3xf32>, tensor<2x3xf32>, none) -> tensor<2x2xf32>
  return %y : tensor<2x2xf32>
}
