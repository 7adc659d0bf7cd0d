// Gemm with a constant weight through the contraction planner on 4x4 crossbars: K = 6 is
// padded to 2 slices of 4, N = 5 to 2 output tiles. Split (fuse-k-slices=false, spec §1.3):
// one batch of M = 2 VMM lanes per weight block (4 blocks), then a reduction batch of M = 2
// lanes: lane r adds row r of the slices, concatenates the tiles, trims to 5 columns and adds
// row r of the bias. Fused (the default, as the 2 slices fit half of the 4 crossbars): one
// batch per output tile whose lane multiplies its row of both slices by the tile's two blocks
// and adds the products and its bias columns, then a batch joining the tiles' rows.
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=4 --convert-onnx-to-spatial=fuse-k-slices=false | filecheck %s
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=4 --convert-onnx-to-spatial | filecheck %s --check-prefix=FUSED

// FUSED-LABEL: func.func @main_graph
// FUSED:       %[[PAD:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<2x6xf32>, tensor<2xf32>) -> tensor<2x8xf32>
// FUSED:       %[[T0:.*]] = spat.graph_compute_batch lanes(2) weights(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>) inputs(%[[PAD]], %{{.*}} : tensor<2x8xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// FUSED-NEXT:  ^bb0(%[[LANE:.*]]: index, %[[W0:.*]]: tensor<4x4xf32>, %[[W1:.*]]: tensor<4x4xf32>, %[[X:.*]]: tensor<2x8xf32>, %[[B:.*]]: tensor<2x4xf32>, %{{.*}}: tensor<2x4xf32>):
// FUSED-NEXT:    %[[X0:.*]] = tensor.extract_slice %[[X]][%[[LANE]], 0] [1, 4] [1, 1] : tensor<2x8xf32> to tensor<1x4xf32>
// FUSED-NEXT:    %[[P0:.*]] = spat.vmm %[[W0]], %[[X0]]
// FUSED-NEXT:    %[[X1:.*]] = tensor.extract_slice %[[X]][%[[LANE]], 4] [1, 4] [1, 1] : tensor<2x8xf32> to tensor<1x4xf32>
// FUSED-NEXT:    %[[P1:.*]] = spat.vmm %[[W1]], %[[X1]]
// FUSED-NEXT:    %[[BROW:.*]] = tensor.extract_slice %[[B]][%[[LANE]], 0] [1, 4] [1, 1]
// FUSED-NEXT:    %[[S:.*]] = spat.vadd %[[P0]], %[[P1]] : tensor<1x4xf32>
// FUSED-NEXT:    spat.vadd %[[S]], %[[BROW]] : tensor<1x4xf32>
// The second tile holds column 4 only: its sum is trimmed to one column before its bias.
// FUSED:       %[[T1:.*]] = spat.graph_compute_batch lanes(2) weights({{.*}}) inputs(%[[PAD]], %{{.*}} : tensor<2x8xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
// FUSED:         tensor.extract_slice %{{.*}}[0, 0] [1, 1] [1, 1] : tensor<1x4xf32> to tensor<1x1xf32>
// FUSED:       %[[Y:.*]] = spat.graph_compute_batch lanes(2) inputs(%[[T0]], %[[T1]] : tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
// FUSED:         spat.concat axis 1 (%{{.*}}, %{{.*}}) : tensor<1x4xf32>, tensor<1x1xf32> -> tensor<1x5xf32>
// FUSED:       return %[[Y]]

// CHECK-LABEL: func.func @main_graph
// The padding compute copies a 2-element zero fill into the two gaps of the padded rows.
// CHECK:       %[[PAD:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<2x6xf32>, tensor<2xf32>) -> tensor<2x8xf32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<16xf32>
// CHECK-NEXT:    %[[Z0:.*]] = tensor.extract_slice %{{.*}}[0] [2] [1] : tensor<2xf32> to tensor<2xf32>
// CHECK-NEXT:    %[[G0:.*]] = tensor.insert_slice %[[Z0]] into %[[E]][6] [2] [1] : tensor<2xf32> into tensor<16xf32>
// CHECK-NEXT:    %[[Z1:.*]] = tensor.extract_slice %{{.*}}[0] [2] [1] : tensor<2xf32> to tensor<2xf32>
// CHECK-NEXT:    tensor.insert_slice %[[Z1]] into %[[G0]][14] [2] [1] : tensor<2xf32> into tensor<16xf32>
// CHECK-COUNT-4: spat.graph_compute_batch lanes(2) weights(%{{.*}} : tensor<4x4xf32>) inputs(%[[PAD]] : tensor<2x8xf32>) -> tensor<2x4xf32>
// CHECK:       spat.graph_compute_batch lanes(2) inputs({{.*}} : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-NEXT:  ^bb0(%[[LANE:.*]]: index, %[[P0:.*]]: tensor<2x4xf32>, %[[P1:.*]]: tensor<2x4xf32>, %{{.*}}: tensor<2x4xf32>, %{{.*}}: tensor<2x4xf32>, %[[BIAS:.*]]: tensor<2x5xf32>, %[[OUT:.*]]: tensor<2x5xf32>):
// CHECK-NEXT:    %[[R0:.*]] = tensor.extract_slice %[[P0]][%[[LANE]], 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
// CHECK-NEXT:    %[[R1:.*]] = tensor.extract_slice %[[P1]][%[[LANE]], 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
// CHECK:         %[[B:.*]] = tensor.extract_slice %[[BIAS]][%[[LANE]], 0] [1, 5] [1, 1] : tensor<2x5xf32> to tensor<1x5xf32>
// CHECK-NEXT:    %[[T0:.*]] = spat.vadd %[[R0]], %[[R1]] : tensor<1x4xf32>
// CHECK-NEXT:    %[[T1:.*]] = spat.vadd
// CHECK-NEXT:    %[[ROW:.*]] = spat.concat axis 1 (%[[T0]], %[[T1]]) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
// CHECK-NEXT:    %[[TRIM:.*]] = tensor.extract_slice %[[ROW]][0, 0] [1, 5] [1, 1] : tensor<1x8xf32> to tensor<1x5xf32>
// CHECK-NEXT:    %[[SUM:.*]] = spat.vadd %[[TRIM]], %[[B]] : tensor<1x5xf32>
// CHECK:           tensor.parallel_insert_slice %[[SUM]] into %[[OUT]][%[[LANE]], 0] [1, 5] [1, 1]
// CHECK:       return
// CHECK-NOT:   onnx.
func.func @main_graph(%x: tensor<2x6xf32>) -> tensor<2x5xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<6x5xf32>} : () -> tensor<6x5xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %y = "onnx.Gemm"(%x, %w, %b) : (tensor<2x6xf32>, tensor<6x5xf32>, tensor<5xf32>) -> tensor<2x5xf32>
  return %y : tensor<2x5xf32>
}
