// Batch equivalence classes (spec 2.6), simplest class: a graph batch whose lanes each land alone
// on a core of their own, read only values from outside the graph and feed no graph compute stays
// one spat.scheduled_compute_batch with the core of every lane in coreIds, its body unexpanded.
// A batch whose lanes share cores, or whose result another compute reads, is expanded per core.
// RUN: raptor-opt %s --split-input-file --schedule-and-realize-spatial="core-count=3 crossbar-size=4 crossbar-count=1" | filecheck %s
// RUN: raptor-opt %s --split-input-file --schedule-and-realize-spatial="core-count=2 crossbar-size=4 crossbar-count=2" | filecheck %s --check-prefix=SHARED

// CHECK-LABEL: func.func @rows
// CHECK: %[[B:.*]] = spat.scheduled_compute_batch lanes(3) weights(%{{.*}} : tensor<4x4xf32>) inputs(%arg0 : tensor<3x4xf32>) -> tensor<3x4xf32> attributes {coreIds = array<i32: 0, 1, 2>} {
// CHECK-NEXT: ^bb0(%[[LANE:.*]]: index, %[[W:.*]]: tensor<4x4xf32>, %[[IN:.*]]: tensor<3x4xf32>, %[[OUT:.*]]: tensor<3x4xf32>):
// CHECK-NEXT: %[[ROW:.*]] = tensor.extract_slice %[[IN]][%[[LANE]], 0] [1, 4] [1, 1]
// CHECK-NEXT: %[[M:.*]] = spat.vmm %[[W]], %[[ROW]]
// CHECK-NEXT: %[[R:.*]] = spat.relu %[[M]]
// CHECK-NEXT: spat.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[R]] into %[[OUT]][%[[LANE]], 0] [1, 4] [1, 1]
// CHECK: return %[[B]] : tensor<3x4xf32>
// CHECK-NOT: spat.scheduled_compute
// CHECK-NOT: spat.graph_compute
// Two cores for three lanes: a core runs two chunks, so the lanes are expanded per core.
// SHARED-LABEL: func.func @rows
// SHARED-NOT: spat.scheduled_compute_batch
// SHARED: spat.scheduled_compute weights
// SHARED: spat.scheduled_compute weights
// SHARED-NOT: spat.scheduled_compute_batch
func.func @rows(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %w = arith.constant dense<0.5> : tensor<4x4xf32>
  %rows = spat.graph_compute_batch lanes(3) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<3x4xf32>) -> tensor<3x4xf32> {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<3x4xf32>, %out: tensor<3x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
    }
  }
  return %rows : tensor<3x4xf32>
}

// -----

// The batch feeds a graph compute: its fragments travel over channels, so it is expanded.
// CHECK-LABEL: func.func @feeds_join
// CHECK-NOT: spat.scheduled_compute_batch
// CHECK: spat.channel_send
// CHECK-NOT: spat.scheduled_compute_batch
// CHECK: return
func.func @feeds_join(%x: tensor<2x4xf32>) -> tensor<1x4xf32> {
  %w = arith.constant dense<0.5> : tensor<4x4xf32>
  %rows = spat.graph_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<2x4xf32>, %out: tensor<2x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  %sum = spat.graph_compute inputs(%rows : tensor<2x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%all: tensor<2x4xf32>):
    %r0 = tensor.extract_slice %all[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %r1 = tensor.extract_slice %all[1, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %s = spat.vadd %r0, %r1 : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %sum : tensor<1x4xf32>
}
