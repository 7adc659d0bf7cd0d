// Computed row demand: each lane of the batch reads two rows of %src at offsets computed from
// its lane (rows max(2·lane - 1, 0) and 2·lane, a pooling window with one clamped padding row),
// so a chunk of lanes needs only the rows from its lowest offset to its highest. The chunk of
// lanes 0 and 1 on core 1 receives rows 0 to 2 (one transfer of tensor<3x4xf32>, cut from the
// result by the producer), and the chunk of lanes 2 and 3 on core 0 reads rows 3 to 6 of the
// local result; both read rows at their computed offsets less the first row they hold. The
// simulated result matches the reference evaluator.
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --schedule-and-realize-spatial | filecheck %s
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --seed=3 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=SIM

// CHECK-LABEL: func.func @windows
// CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
// CHECK:       spat.scheduled_compute {{.*}} attributes {coreId = 0 : i32}
// CHECK:         %[[SRC:.*]] = spat.relu
// CHECK-NEXT:    %[[SENT:.*]] = tensor.extract_slice %[[SRC]][0, 0] [3, 4] [1, 1] : tensor<8x4xf32> to tensor<3x4xf32>
// CHECK-NEXT:    spat.channel_send %[[SENT]] channel %{{.*}} : tensor<3x4xf32>
// CHECK-NEXT:    %[[HELD:.*]] = tensor.extract_slice %[[SRC]][3, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
// CHECK:         scf.for %[[LANE:.*]] = %[[C2]] to %[[C4]]
// CHECK:           %[[TOP:.*]] = arith.muli %[[LANE]]
// CHECK-NEXT:      %[[UP:.*]] = arith.addi %[[TOP]]
// CHECK-NEXT:      %[[ABOVE:.*]] = arith.maxsi %[[UP]]
// CHECK-NEXT:      %[[AT0:.*]] = arith.subi %[[ABOVE]], %[[C3]] : index
// CHECK-NEXT:      tensor.extract_slice %[[HELD]][%[[AT0]], 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
// CHECK-NEXT:      %[[AT1:.*]] = arith.subi %[[TOP]], %[[C3]] : index
// CHECK-NEXT:      tensor.extract_slice %[[HELD]][%[[AT1]], 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
// CHECK:       spat.scheduled_compute -> tensor<4x4xf32> attributes {coreId = 1 : i32}
// CHECK-NEXT:    %[[GOT:.*]] = spat.channel_receive {{.*}} : tensor<3x4xf32>
// CHECK:         scf.for %[[LANE1:.*]] = %[[C0]] to %[[C2]]
// CHECK:           %[[TOP1:.*]] = arith.muli %[[LANE1]]
// CHECK-NEXT:      %[[UP1:.*]] = arith.addi %[[TOP1]]
// CHECK-NEXT:      %[[ABOVE1:.*]] = arith.maxsi %[[UP1]]
// CHECK-NEXT:      tensor.extract_slice %[[GOT]][%[[ABOVE1]], 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
// CHECK-NEXT:      tensor.extract_slice %[[GOT]][%[[TOP1]], 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
// CHECK-NOT:     spat.channel_receive {{.*}} : tensor<8x4xf32>
// SIM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @windows(%x: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %src = spat.graph_compute inputs(%x : tensor<8x4xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<8x4xf32>):
    %r = spat.relu %a : tensor<8x4xf32>
    spat.yield %r : tensor<8x4xf32>
  }
  %pool = spat.graph_compute_batch lanes(4) inputs(%src : tensor<8x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%lane: index, %in: tensor<8x4xf32>, %out: tensor<4x4xf32>):
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cm1 = arith.constant -1 : index
    %top = arith.muli %lane, %c2 : index
    %up = arith.addi %top, %cm1 : index
    %above = arith.maxsi %up, %c0 : index
    %r0 = tensor.extract_slice %in[%above, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
    %r1 = tensor.extract_slice %in[%top, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
    %m = spat.vmax %r0, %r1 : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
    }
  }
  return %pool : tensor<4x4xf32>
}
