// A compute batch with results becomes a pim.core_batch in which each lane writes the fragments
// of its spat.in_parallel into the returned output buffer with pim.memcp_dh, at the slice's byte
// offset computed from the lane: one copy per run that is contiguous in the result, placed after
// the run where a helper chain puts the result.
// RUN: raptor-opt %s --split-input-file --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// Lanes stacked on dimension 0: lane i writes row i, bytes [16 i, 16 i + 16).
// CHECK-LABEL: func.func @stacked
// CHECK-SAME:      (%[[X:.*]]: tensor<1x4xf32>) -> tensor<2x4xf32> {
// CHECK:         %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<2x4xf32>
// CHECK-NEXT:    pim.core_batch lanes(2) weights(%{{.*}} : tensor<4x4xf32>) attributes {coreIds = array<i32: 0, 1>} {
// CHECK-NEXT:    ^bb0(%[[LANE:.*]]: index, %[[W:.*]]: tensor<4x4xf32>):
// CHECK:           %[[OFF:.*]] = arith.muli %[[LANE]], %[[C16:c16[_0-9]*]] : index
// CHECK:           %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %[[X]][%{{.*}}] size 16
// CHECK:           %[[M:.*]] = pim.vmm %[[W]], %[[IN]] into
// CHECK:           %[[R:.*]] = pim.vrelu %[[M]] into
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%[[OFF]]], %[[R]][%[[C0:c0[_0-9]*]]] size 16 : tensor<1x4xf32> -> tensor<2x4xf32>
// CHECK-NEXT:      pim.halt
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[OUT]] : tensor<2x4xf32>
// CHECK-NOT:   spat.
// CHECK-NOT:   tensor.parallel_insert_slice
func.func @stacked(%arg0: tensor<1x4xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>, %out: tensor<2x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}

// -----

// Lane i writes column i: two 4-byte runs, 8 bytes apart.
// CHECK-LABEL: func.func @column
// CHECK:         %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<2x2xf32>
// CHECK-NEXT:    pim.core_batch lanes(2) attributes {coreIds = array<i32: 1, 0>} {
// CHECK-NEXT:    ^bb0(%[[LANE:.*]]: index):
// CHECK:           %[[OFF:.*]] = arith.muli %[[LANE]], %[[C4:c4[_0-9]*]] : index
// CHECK:           %[[R:.*]] = pim.vrelu
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%[[OFF]]], %[[R]][%[[C0:c0[_0-9]*]]] size 4 : tensor<2x1xf32> -> tensor<2x2xf32>
// CHECK-NEXT:      %[[OFF1:.*]] = arith.addi %[[OFF]], %[[C8:c8[_0-9]*]] : index
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%[[OFF1]]], %[[R]][%[[C4]]] size 4 : tensor<2x1xf32> -> tensor<2x2xf32>
// CHECK-NEXT:      pim.halt
func.func @column(%arg0: tensor<2x1xf32>) -> tensor<2x2xf32> {
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<2x1xf32>) -> tensor<2x2xf32> attributes {coreIds = array<i32: 1, 0>} {
  ^bb0(%lane: index, %a: tensor<2x1xf32>, %out: tensor<2x2xf32>):
    %r = spat.relu %a : tensor<2x1xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[0, %lane] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<2x2xf32>
    }
  }
  return %0 : tensor<2x2xf32>
}

// -----

// Two rows per lane, returned after a one-row head: lane i writes bytes [16 + 32 i, 48 + 32 i);
// an unused second result is not written.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<5x4xf32>
// CHECK:         pim.core {{.*}}coreId = 1 : i32
// CHECK:           pim.memcp_dh %[[OUT]][%{{.*}}], %{{.*}}[%{{.*}}] size 16 : tensor<1x4xf32> -> tensor<5x4xf32>
// CHECK:         pim.core_batch lanes(2) attributes {coreIds = array<i32: 0, 1>} {
// CHECK-NEXT:    ^bb0(%[[LANE:.*]]: index):
// CHECK:           %[[PAIR:.*]] = pim.concat axis 0
// CHECK-NEXT:      %[[ROW:.*]] = arith.muli %[[LANE]], %{{.*}} : index
// CHECK-NEXT:      %[[BYTES:.*]] = arith.muli %[[ROW]], %[[C16:c16[_0-9]*]] : index
// CHECK-NEXT:      %[[OFF:.*]] = arith.addi %[[BYTES]], %[[C16]] : index
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%[[OFF]]], %[[PAIR]][%[[C0:c0[_0-9]*]]] size 32 : tensor<2x4xf32> -> tensor<5x4xf32>
// CHECK-NEXT:      pim.halt
// CHECK:         return %[[OUT]] : tensor<5x4xf32>
func.func @chain(%arg0: tensor<1x4xf32>) -> tensor<5x4xf32> {
  %c2 = arith.constant 2 : index
  %head = spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  %0:2 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<1x4xf32>) -> tensor<4x4xf32>, tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<4x4xf32>, %unused: tensor<2x4xf32>):
    %r = spat.relu %a : tensor<1x4xf32>
    %pair = spat.concat axis 0 (%a, %r) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
    %row = arith.muli %lane, %c2 : index
    spat.in_parallel {
      tensor.parallel_insert_slice %pair into %out[%row, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
      tensor.parallel_insert_slice %r into %unused[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  %all = spat.concat axis 0 (%head, %0#0) : tensor<1x4xf32>, tensor<4x4xf32> -> tensor<5x4xf32>
  return %all : tensor<5x4xf32>
}
