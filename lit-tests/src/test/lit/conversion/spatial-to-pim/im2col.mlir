// spat.im2col stays one op on a core, and pim.im2col keeps the chunk's attributes for code
// generation to expand. It writes the patches into its fill in place when it is the fill's only
// use; otherwise the fill is first copied into a fresh buffer (one pim.memcp of the whole 4x9
// matrix, 144 bytes) and the patches go into that copy, so that the fill's other users still see
// the fill.
// RUN: raptor-opt %s --split-input-file --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @patches
// CHECK:         %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %arg0[%{{.*}}] size 64 : tensor<1x1x4x4xf32> -> tensor<1x1x4x4xf32>
// CHECK:         %[[FILL:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %arg1[%{{.*}}] size 144 : tensor<4x9xf32> -> tensor<4x9xf32>
// CHECK-NEXT:    %[[P:.*]] = pim.im2col %[[IN]] into %[[FILL]] {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
// CHECK:         pim.memcp_dh %{{.*}}[%{{.*}}], %[[P]][%{{.*}}] size 144
// CHECK-NOT:     spat.im2col
func.func @patches(%arg0: tensor<1x1x4x4xf32>, %arg1: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %0 = spat.scheduled_compute inputs(%arg0, %arg1 : tensor<1x1x4x4xf32>, tensor<4x9xf32>) -> tensor<4x9xf32> attributes {coreId = 0 : i32} {
  ^bb0(%x: tensor<1x1x4x4xf32>, %fill: tensor<4x9xf32>):
    %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
    spat.yield %p : tensor<4x9xf32>
  }
  return %0 : tensor<4x9xf32>
}

// -----

// CHECK-LABEL: func.func @shared_fill
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : index
// CHECK:         %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %arg0[%{{.*}}] size 64 : tensor<1x1x4x4xf32> -> tensor<1x1x4x4xf32>
// CHECK:         %[[FILL:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %arg1[%{{.*}}] size 144 : tensor<4x9xf32> -> tensor<4x9xf32>
// CHECK-NEXT:    %[[EMPTY:.*]] = tensor.empty() : tensor<4x9xf32>
// CHECK-NEXT:    %[[COPY:.*]] = pim.memcp %[[EMPTY]][%[[ZERO]]], %[[FILL]][%[[ZERO]]] size 144 : tensor<4x9xf32> -> tensor<4x9xf32>
// CHECK-NEXT:    %[[P:.*]] = pim.im2col %[[IN]] into %[[COPY]]
// CHECK:         pim.vvadd %[[P]], %[[FILL]]
func.func @shared_fill(%arg0: tensor<1x1x4x4xf32>, %arg1: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %0 = spat.scheduled_compute inputs(%arg0, %arg1 : tensor<1x1x4x4xf32>, tensor<4x9xf32>) -> tensor<4x9xf32> attributes {coreId = 0 : i32} {
  ^bb0(%x: tensor<1x1x4x4xf32>, %fill: tensor<4x9xf32>):
    %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
    %s = spat.vadd %p, %fill : tensor<4x9xf32>
    spat.yield %s : tensor<4x9xf32>
  }
  return %0 : tensor<4x9xf32>
}
