// Reshapes of core-local tensors keep the row-major order of the bytes: a collapse_shape or
// expand_shape becomes a fresh tensor.empty of the new type filled by one whole-tensor pim.memcp.
// RUN: raptor-opt %s --split-input-file --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// Flattening a 2x2 input to 1x4 before a VMM: two 16-byte copies, 2x2 -> 4 -> 1x4.
// CHECK-LABEL: func.func @flatten
// CHECK:           %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 16 : tensor<2x2xf32> -> tensor<2x2xf32>
// CHECK-NEXT:      %[[E1:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:      %[[FLAT:.*]] = pim.memcp %[[E1]][%[[Z1:c0[_0-9]*]]], %[[IN]][%[[Z1]]] size 16 : tensor<2x2xf32> -> tensor<4xf32>
// CHECK-NEXT:      %[[E2:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[ROW:.*]] = pim.memcp %[[E2]][%[[Z2:c0[_0-9]*]]], %[[FLAT]][%[[Z2]]] size 16 : tensor<4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      %[[E3:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[M:.*]] = pim.vmm %{{.*}}, %[[ROW]] into %[[E3]]
// CHECK:           pim.vrelu %[[M]] into
// CHECK-NOT:   tensor.collapse_shape
// CHECK-NOT:   tensor.expand_shape
func.func @flatten(%arg0: tensor<2x2xf32>) -> tensor<1x4xf32> {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%arg0 : tensor<2x2xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %a: tensor<2x2xf32>):
    %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
    %v = tensor.expand_shape %f [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
    %m = spat.vmm %wa, %v : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %0 : tensor<1x4xf32>
}

// -----

// Each lane flattens its 1x2x2 plane, cut at byte 16 * lane of its copy of the input.
// CHECK-LABEL: func.func @lane_plane
// CHECK:         ^bb0(%[[LANE:.*]]: index):
// CHECK:           %[[OFF:.*]] = arith.muli %[[LANE]], %[[C16:c16[_0-9]*]] : index
// CHECK:           %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 32 : tensor<2x2x2xf32> -> tensor<2x2x2xf32>
// CHECK-NEXT:      %[[E1:.*]] = tensor.empty() : tensor<1x2x2xf32>
// CHECK-NEXT:      %[[PLANE:.*]] = pim.memcp %[[E1]][%[[Z1:c0[_0-9]*]]], %[[IN]][%[[OFF]]] size 16 : tensor<2x2x2xf32> -> tensor<1x2x2xf32>
// CHECK-NEXT:      %[[E2:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[FLAT:.*]] = pim.memcp %[[E2]][%[[Z2:c0[_0-9]*]]], %[[PLANE]][%[[Z2]]] size 16 : tensor<1x2x2xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      %[[E3:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      pim.vrelu %[[FLAT]] into %[[E3]]
// CHECK-NOT:   tensor.collapse_shape
func.func @lane_plane(%arg0: tensor<2x2x2xf32>) -> tensor<2x4xf32> {
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<2x2x2xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %in: tensor<2x2x2xf32>, %out: tensor<2x4xf32>):
    %plane = tensor.extract_slice %in[%lane, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<2x2x2xf32> to tensor<1x2x2xf32>
    %flat = tensor.collapse_shape %plane [[0], [1, 2]] : tensor<1x2x2xf32> into tensor<1x4xf32>
    %r = spat.relu %flat : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}

// -----

// Reshapes outside cores are not touched.
// CHECK-LABEL: func.func @host
// CHECK-NEXT:    tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<2x2xf32> into tensor<4xf32>
func.func @host(%arg0: tensor<2x2xf32>) {
  %f = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return
}
