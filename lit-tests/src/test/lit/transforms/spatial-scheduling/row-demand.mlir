// Lane-affine demand: each lane of the batch reads only its own row of %src, so the chunk of
// lanes 2 and 3 on core 1 receives rows 2 and 3 of %src (one transfer of tensor<2x4xf32>, cut
// from the result by the producer) instead of all of it, and its lanes, one loop over lanes 2 and
// 3, read rows lane - 2 of what it received. The rows of the other chunk, which core 1 returns,
// arrive after that loop, when they are due. The simulated result matches the reference
// evaluator.
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --schedule-and-realize-spatial | filecheck %s
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --seed=3 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=SIM

// CHECK-LABEL: func.func @rows
// CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
// CHECK:       spat.scheduled_compute {{.*}} attributes {coreId = 0 : i32}
// CHECK:         %[[SRC:.*]] = spat.relu
// CHECK-NEXT:    %[[ROWS:.*]] = tensor.extract_slice %[[SRC]][2, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
// CHECK-NEXT:    spat.channel_send %[[ROWS]] channel %{{.*}} : tensor<2x4xf32>
// CHECK-NOT:     spat.channel_send {{.*}} : tensor<4x4xf32>
// CHECK:       spat.scheduled_compute {{.*}} attributes {coreId = 1 : i32}
// CHECK-NEXT:  ^bb0
// CHECK-NEXT:    %[[GOT:.*]] = spat.channel_receive {{.*}} : tensor<2x4xf32>
// CHECK-NEXT:    %[[INIT:.*]] = tensor.empty() : tensor<2x4xf32>
// CHECK-NEXT:    scf.for %[[LANE:.*]] = %[[C2]] to %[[C4]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<2x4xf32>) {
// CHECK-NEXT:      %[[ROW:.*]] = arith.subi %[[LANE]], %[[C2]] : index
// CHECK-NEXT:      %[[X:.*]] = tensor.extract_slice %[[GOT]][%[[ROW]], 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
// CHECK-NEXT:      %[[M:.*]] = spat.vmm %{{.*}}, %[[X]]
// CHECK-NEXT:      %[[NEXT:.*]] = tensor.insert_slice %[[M]] into %[[ACC]][%[[ROW]], 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
// CHECK-NEXT:      scf.yield %[[NEXT]] : tensor<2x4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    spat.channel_receive {{.*}} : tensor<2x4xf32>
// SIM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @rows(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %src = spat.graph_compute inputs(%x : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%a: tensor<4x4xf32>):
    %r = spat.relu %a : tensor<4x4xf32>
    spat.yield %r : tensor<4x4xf32>
  }
  %rows = spat.graph_compute_batch lanes(4) weights(%w : tensor<4x4xf32>) inputs(%src : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<4x4xf32>, %out: tensor<4x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
    }
  }
  return %rows : tensor<4x4xf32>
}
