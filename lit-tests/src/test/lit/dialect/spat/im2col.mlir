// spat.im2col and pim.im2col print, parse back and survive the generic form; a verifier rejects
// each inconsistent window (see invalid.mlir in both dialects).
// RUN: raptor-opt %s | filecheck %s
// RUN: raptor-opt %s --mlir-print-op-generic | raptor-opt | filecheck %s
// RUN: raptor-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @spatial
// CHECK: %{{.*}} = spat.im2col %arg0 into %arg1 {channels = array<i64: 2, 2>, dilations = array<i64: 2, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 4, 5>, pads = array<i64: 2, 1>, patch = array<i64: 2, 4, 9>, positions = array<i64: 3, 7>, strides = array<i64: 1, 1>} : tensor<2x4x6x5xf32>, tensor<4x20xf32> -> tensor<4x20xf32>
// GENERIC-LABEL: "func.func"
// GENERIC: "spat.im2col"(%{{.*}}, %{{.*}}) <{channels = array<i64: 2, 2>, dilations = array<i64: 2, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 4, 5>, pads = array<i64: 2, 1>, patch = array<i64: 2, 4, 9>, positions = array<i64: 3, 7>, strides = array<i64: 1, 1>}> : (tensor<2x4x6x5xf32>, tensor<4x20xf32>) -> tensor<4x20xf32>
func.func @spatial(%x: tensor<2x4x6x5xf32>, %fill: tensor<4x20xf32>) -> tensor<4x20xf32> {
  %p = spat.im2col %x into %fill {channels = array<i64: 2, 2>, dilations = array<i64: 2, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 4, 5>, pads = array<i64: 2, 1>, patch = array<i64: 2, 4, 9>, positions = array<i64: 3, 7>, strides = array<i64: 1, 1>} : tensor<2x4x6x5xf32>, tensor<4x20xf32> -> tensor<4x20xf32>
  return %p : tensor<4x20xf32>
}

// CHECK-LABEL: func.func @nhwc
// CHECK: spat.im2col %arg0 into %arg1 {channels = array<i64: 0, 3>, channelsLast, dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, outSize = array<i64: 3, 3>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 12>, positions = array<i64: 0, 9>, strides = array<i64: 1, 1>} : tensor<1x4x4x3xf32>, tensor<9x12xf32> -> tensor<9x12xf32>
// GENERIC: "spat.im2col"(%{{.*}}, %{{.*}}) <{channels = array<i64: 0, 3>, channelsLast, dilations
func.func @nhwc(%x: tensor<1x4x4x3xf32>, %fill: tensor<9x12xf32>) -> tensor<9x12xf32> {
  %p = spat.im2col %x into %fill {channels = array<i64: 0, 3>, channelsLast, dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, outSize = array<i64: 3, 3>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 12>, positions = array<i64: 0, 9>, strides = array<i64: 1, 1>} : tensor<1x4x4x3xf32>, tensor<9x12xf32> -> tensor<9x12xf32>
  return %p : tensor<9x12xf32>
}

// CHECK-LABEL: func.func @pim
// CHECK: %{{.*}} = pim.im2col %arg0 into %arg1 {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 1, 1>, outSize = array<i64: 3, 3>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 1>, positions = array<i64: 0, 9>, strides = array<i64: 2, 2>} : memref<1x1x5x5xf32>, memref<9x1xf32> -> memref<9x1xf32>
// GENERIC: "pim.im2col"(%{{.*}}, %{{.*}}) <{channels = array<i64: 0, 1>
func.func @pim(%x: memref<1x1x5x5xf32>, %buffer: memref<9x1xf32>) -> memref<9x1xf32> {
  %p = pim.im2col %x into %buffer {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 1, 1>, outSize = array<i64: 3, 3>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 1>, positions = array<i64: 0, 9>, strides = array<i64: 2, 2>} : memref<1x1x5x5xf32>, memref<9x1xf32> -> memref<9x1xf32>
  return %p : memref<9x1xf32>
}
