// Static slice demand of a single compute: @second reads %src only through a reshape and
// static slices (elements 1 to 6, in rows 0 and 1), so the core that runs it receives rows 0
// and 1 (one transfer of tensor<2x4xf32>, cut from the result by the producer) and places them
// in an otherwise undefined tensor<4x4xf32> that its body reads as before; @first, which reads
// row 3, runs on the producer's core. The simulated results match the reference evaluator.
// RUN: raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=2 --schedule-and-realize-spatial | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=2 --seed=3 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=SIM

// CHECK-LABEL: func.func @slices
// CHECK:       spat.scheduled_compute {{.*}} attributes {coreId = 0 : i32}
// CHECK:         %[[SRC:.*]] = spat.relu
// CHECK-NEXT:    %[[ROWS:.*]] = tensor.extract_slice %[[SRC]][0, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
// CHECK-NEXT:    spat.channel_send %[[ROWS]] channel %{{.*}} : tensor<2x4xf32>
// CHECK-NOT:     spat.channel_send
// CHECK:         tensor.extract_slice %[[SRC]][3, 0] [1, 4] [1, 1]
// CHECK:       spat.scheduled_compute {{.*}} attributes {coreId = 1 : i32}
// CHECK-NEXT:  ^bb0
// CHECK-NEXT:    %[[GOT:.*]] = spat.channel_receive {{.*}} : tensor<2x4xf32>
// CHECK-NEXT:    %[[EMPTY:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:    %[[IN:.*]] = tensor.insert_slice %[[GOT]] into %[[EMPTY]][0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
// CHECK-NEXT:    tensor.collapse_shape %[[IN]]
// SIM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @slices(%x: tensor<4x4xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
  %w = arith.constant dense<1.0> : tensor<4x8xf32>
  %v = arith.constant dense<2.0> : tensor<4x8xf32>
  %src = spat.graph_compute inputs(%x : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%a: tensor<4x4xf32>):
    %r = spat.relu %a : tensor<4x4xf32>
    spat.yield %r : tensor<4x4xf32>
  }
  %first = spat.graph_compute weights(%w : tensor<4x8xf32>) inputs(%src : tensor<4x4xf32>) -> tensor<1x8xf32> {
  ^bb0(%wa: tensor<4x8xf32>, %in: tensor<4x4xf32>):
    %row = tensor.extract_slice %in[3, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
    spat.yield %m : tensor<1x8xf32>
  }
  %second = spat.graph_compute weights(%v : tensor<4x8xf32>) inputs(%src : tensor<4x4xf32>) -> tensor<1x8xf32> {
  ^bb0(%va: tensor<4x8xf32>, %in: tensor<4x4xf32>):
    %flat = tensor.collapse_shape %in [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
    %part = tensor.extract_slice %flat[1] [6] [1] : tensor<16xf32> to tensor<6xf32>
    %row = tensor.extract_slice %part[2] [4] [1] : tensor<6xf32> to tensor<4xf32>
    %vec = tensor.expand_shape %row [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
    %m = spat.vmm %va, %vec : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
    spat.yield %m : tensor<1x8xf32>
  }
  return %first, %second : tensor<1x8xf32>, tensor<1x8xf32>
}
