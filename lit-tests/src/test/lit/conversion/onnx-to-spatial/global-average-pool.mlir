// GlobalAveragePool, and an AveragePool whose one window is the whole plane, read the input as
// NHWC through a transpose plan (a reshape once layout planning hands them a row strip) and add
// each image's H·W rows of C channels with vector adds, then scale by 1 / (H·W): no transpose to
// NCHW and no crossbar.
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=8 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[NHWC:.*]] = spat.transpose_plan %arg0 {{.*}}perm = array<i64: 0, 2, 3, 1>} : (tensor<1x3x2x2xf32>) -> tensor<1x2x2x3xf32>
// CHECK:       %[[SCALE:.*]] = arith.constant dense<2.500000e-01> : tensor<1x3xf32>
// CHECK:       spat.graph_compute inputs(%[[NHWC]], %[[SCALE]] : tensor<1x2x2x3xf32>, tensor<1x3xf32>) -> tensor<1x3x1x1xf32>
// CHECK:         %[[ROWS:.*]] = tensor.expand_shape {{.*}} output_shape [4, 3] : tensor<12xf32> into tensor<4x3xf32>
// CHECK-NEXT:    %[[R0:.*]] = tensor.extract_slice %[[ROWS]][0, 0] [1, 3] [1, 1]
// CHECK-NEXT:    %[[R1:.*]] = tensor.extract_slice %[[ROWS]][1, 0] [1, 3] [1, 1]
// CHECK-NEXT:    %[[S1:.*]] = spat.vadd %[[R0]], %[[R1]] : tensor<1x3xf32>
// CHECK-NEXT:    %[[R2:.*]] = tensor.extract_slice %[[ROWS]][2, 0] [1, 3] [1, 1]
// CHECK-NEXT:    %[[S2:.*]] = spat.vadd %[[S1]], %[[R2]] : tensor<1x3xf32>
// CHECK-NEXT:    %[[R3:.*]] = tensor.extract_slice %[[ROWS]][3, 0] [1, 3] [1, 1]
// CHECK-NEXT:    %[[S3:.*]] = spat.vadd %[[S2]], %[[R3]] : tensor<1x3xf32>
// CHECK-NEXT:    spat.vmul %[[S3]], %{{.*}} : tensor<1x3xf32>
// CHECK-NOT:   spat.vmm
func.func @main_graph(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x1x1xf32> {
  %y = "onnx.GlobalAveragePool"(%x) : (tensor<1x3x2x2xf32>) -> tensor<1x3x1x1xf32>
  return %y : tensor<1x3x1x1xf32>
}

// -----

// Two images: rows 0 to 3 and rows 4 to 7 make one mean each, stacked as [2, 3].
// CHECK-LABEL: func.func @main_graph
// CHECK:       spat.graph_compute inputs(%{{.*}}, %{{.*}} : tensor<2x2x2x3xf32>, tensor<1x3xf32>) -> tensor<2x3x1x1xf32>
// CHECK-COUNT-6: spat.vadd
// CHECK:         spat.concat axis 0 (%{{.*}}, %{{.*}}) : tensor<1x3xf32>, tensor<1x3xf32> -> tensor<2x3xf32>
// CHECK-NOT:   spat.vmm
func.func @main_graph(%x: tensor<2x3x2x2xf32>) -> tensor<2x3x1x1xf32> {
  %y = "onnx.AveragePool"(%x) {kernel_shape = [2, 2]} : (tensor<2x3x2x2xf32>) -> tensor<2x3x1x1xf32>
  return %y : tensor<2x3x1x1xf32>
}

// -----

// A window that is not the whole plane keeps the windowed pooling.
// CHECK-LABEL: func.func @main_graph
// CHECK-NOT:   spat.transpose_plan
// CHECK:       spat.im2col
func.func @main_graph(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x1x2xf32> {
  %y = "onnx.AveragePool"(%x) {kernel_shape = [2, 1]} : (tensor<1x3x2x2xf32>) -> tensor<1x3x1x2xf32>
  return %y : tensor<1x3x1x2xf32>
}
