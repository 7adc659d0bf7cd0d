// One lane per row: the batch lane extracts row %lane of its K slice and runs one VMM on the
// crossbar-sized block; a product that fits one crossbar exactly needs no reduction compute.
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --convert-onnx-to-spatial | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[W:.*]] = arith.constant dense<{{.*}}> : tensor<4x4xf32>
// CHECK:       %[[B:.*]] = spat.graph_compute_batch lanes(3) weights(%[[W]] : tensor<4x4xf32>) inputs(%arg0 : tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT:  ^bb0(%[[LANE:.*]]: index, %[[WA:.*]]: tensor<4x4xf32>, %[[IN:.*]]: tensor<3x4xf32>, %[[OUT:.*]]: tensor<3x4xf32>):
// CHECK-NEXT:    %[[ROW:.*]] = tensor.extract_slice %[[IN]][%[[LANE]], 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
// CHECK-NEXT:    %[[P:.*]] = spat.vmm %[[WA]], %[[ROW]] : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    spat.in_parallel {
// CHECK-NEXT:      tensor.parallel_insert_slice %[[P]] into %[[OUT]][%[[LANE]], 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
// CHECK:       return %[[B]] : tensor<3x4xf32>
func.func @main_graph(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %w = "onnx.Constant"() {value = dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [0.5, 0.25, 0.0, -1.0], [2.0, 0.0, 1.0, 3.0]]> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
  %y = "onnx.MatMul"(%x, %w) : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
  return %y : tensor<3x4xf32>
}
