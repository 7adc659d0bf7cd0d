// Spec 4 step 9: a return of a concat/reshape helper chain. Each producer core writes its piece
// of the returned tensor straight into the host output buffer, one pim.memcp_dh per contiguous
// byte run; the helpers disappear.
// RUN: raptor-opt %s --split-input-file --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s
// RUN: raptor-opt %s --split-input-file --pim-lower-to-bufferized="crossbar-size=4 crossbar-count=2 core-count=2 pim-detect-communication-deadlock pim-verify-bufferization-copy-freedom" | filecheck %s --check-prefix=BACKEND
// BACKEND-LABEL: func.func @main_graph
// BACKEND-LABEL: func.func @main_graph

// Two 2x2 pieces side by side (axis 1) in a 2x4 result, collapsed to 8 elements: rows of a
// piece are 8 bytes apart in the piece and 16 bytes apart in the result.
// CHECK-LABEL: func.func @main_graph
// CHECK:         %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<8xf32>
// CHECK-NEXT:    pim.core attributes {coreId = 0 : i32} {
// CHECK:           pim.vrelu
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%[[A0:c0[_0-9]*]]], %{{.*}}[%[[A0]]] size 8 : tensor<2x2xf32> -> tensor<8xf32>
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%[[A16:c16[_0-9]*]]], %{{.*}}[%[[A8:c8[_0-9]*]]] size 8 : tensor<2x2xf32> -> tensor<8xf32>
// CHECK-NEXT:      pim.halt
// CHECK:         pim.core attributes {coreId = 1 : i32} {
// CHECK:           pim.memcp_dh %[[OUT]][%[[B8:c8[_0-9]*]]], %{{.*}}[%[[B0:c0[_0-9]*]]] size 8
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%[[B24:c24[_0-9]*]]], %{{.*}}[%[[B8]]] size 8
// CHECK-NEXT:      pim.halt
// CHECK:         return %[[OUT]] : tensor<8xf32>
// CHECK-NOT:   spat.
// CHECK-NOT:   tensor.collapse_shape
func.func @main_graph(%arg0: tensor<2x2xf32>) -> tensor<8xf32> {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<2x2xf32>) -> tensor<2x2xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x2xf32>):
    %r = spat.relu %a : tensor<2x2xf32>
    spat.yield %r : tensor<2x2xf32>
  }
  %1 = spat.scheduled_compute inputs(%arg0 : tensor<2x2xf32>) -> tensor<2x2xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<2x2xf32>):
    spat.yield %a : tensor<2x2xf32>
  }
  %c = spat.concat axis 1 (%0, %1) : tensor<2x2xf32>, tensor<2x2xf32> -> tensor<2x4xf32>
  %f = tensor.collapse_shape %c [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// Nested concats along the outermost axis: every piece is one run.
// CHECK-LABEL: func.func @main_graph
// CHECK:         %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<3x4xf32>
// CHECK:         pim.core attributes {coreId = 0 : i32} {
// CHECK:           pim.memcp_dh %[[OUT]][%c0{{.*}}], %{{.*}} size 16 : tensor<1x4xf32> -> tensor<3x4xf32>
// CHECK:           pim.memcp_dh %[[OUT]][%c32{{.*}}], %{{.*}} size 16 : tensor<1x4xf32> -> tensor<3x4xf32>
// CHECK:         pim.core attributes {coreId = 1 : i32} {
// CHECK:           pim.memcp_dh %[[OUT]][%c16{{.*}}], %{{.*}} size 16 : tensor<1x4xf32> -> tensor<3x4xf32>
func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<3x4xf32> {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  %1 = spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  %c = spat.concat axis 0 (%0, %1) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
  %d = spat.concat axis 0 (%c, %0) : tensor<2x4xf32>, tensor<1x4xf32> -> tensor<3x4xf32>
  return %d : tensor<3x4xf32>
}
