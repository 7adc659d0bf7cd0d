// Slice demand through a loop of copies: @looped's second compute reads %src only inside an
// scf.for of static bounds, at element 2·i + 1 of the flattened argument for i in [0, 4), as a
// gather's strided copies do. Its slices read elements 1 to 7, in rows 0 and 1, so the core that
// runs it receives those two rows (one transfer of tensor<2x4xf32>, cut from the result by the
// producer), not the whole tensor<4x4xf32>. The simulated results match the reference evaluator,
// which runs the loop.
// RUN: raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=2 --schedule-and-realize-spatial | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=2 --seed=3 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=SIM

// CHECK-LABEL: func.func @looped
// CHECK:       spat.scheduled_compute {{.*}} attributes {coreId = 0 : i32}
// CHECK:         %[[SRC:.*]] = spat.relu
// CHECK-NEXT:    %[[ROWS:.*]] = tensor.extract_slice %[[SRC]][0, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
// CHECK-NEXT:    spat.channel_send %[[ROWS]] channel %{{.*}} : tensor<2x4xf32>
// CHECK-NOT:     spat.channel_send
// CHECK:       spat.scheduled_compute {{.*}} attributes {coreId = 1 : i32}
// CHECK-NEXT:  ^bb0
// CHECK-NEXT:    %[[GOT:.*]] = spat.channel_receive {{.*}} : tensor<2x4xf32>
// CHECK-NEXT:    %[[EMPTY:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:    %[[IN:.*]] = tensor.insert_slice %[[GOT]] into %[[EMPTY]][0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
// CHECK-NEXT:    tensor.collapse_shape %[[IN]]
// CHECK:         scf.for
// CHECK-NOT:   tensor<4x4xf32> channel
// SIM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @looped(%x: tensor<4x4xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
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
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %e = tensor.empty() : tensor<4xf32>
    %odd = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> (tensor<4xf32>) {
      %twice = arith.muli %i, %c2 : index
      %at = arith.addi %twice, %c1 : index
      %one = tensor.extract_slice %flat[%at] [1] [1] : tensor<16xf32> to tensor<1xf32>
      %put = tensor.insert_slice %one into %acc[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      scf.yield %put : tensor<4xf32>
    }
    %vec = tensor.expand_shape %odd [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
    %m = spat.vmm %va, %vec : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
    spat.yield %m : tensor<1x8xf32>
  }
  return %first, %second : tensor<1x8xf32>, tensor<1x8xf32>
}
