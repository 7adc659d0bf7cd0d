// A Transpose that, leaving out unit dimensions, moves leading dimensions behind the others is
// a matrix transpose of the row-major data: one spat.transpose between reshapes. Any other
// permutation is a gather of contiguous runs.
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=4 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s

// NCHW to NHWC with N = 1: the 2 channels of 3x4 planes become a 12x2 matrix.
// CHECK-LABEL: func.func @nchw_to_nhwc
// CHECK:       spat.graph_compute inputs(%arg0 : tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32>
// CHECK:         tensor.expand_shape {{.*}} output_shape [2, 12] : tensor<24xf32> into tensor<2x12xf32>
// CHECK-NEXT:    spat.transpose %{{.*}} : tensor<2x12xf32> -> tensor<12x2xf32>
// CHECK-NOT:   tensor.insert_slice
func.func @nchw_to_nhwc(%x: tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32> {
  %y = "onnx.Transpose"(%x) {perm = [0, 2, 3, 1]} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32>
  return %y : tensor<1x3x4x2xf32>
}

// -----

// Swapping the two leading dimensions keeps runs of 4: a gather of six copies.
// CHECK-LABEL: func.func @swap_leading
// CHECK-NOT:   spat.transpose
// CHECK-COUNT-6: tensor.insert_slice
// CHECK-NOT:   tensor.insert_slice
func.func @swap_leading(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %y = "onnx.Transpose"(%x) {perm = [1, 0, 2]} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  return %y : tensor<3x2x4xf32>
}
