// Multi-stage forwarding relays (spec 3.4, 3.5 step 4, 7 question 17): the last compute reads
// the function input beside the result of a chain of two, so without relays all three would be
// in stage 0 (a reader of an input must be there and no edge may go back). With pipeline=3 a
// relay of stage 0 copies the input, a relay of stage 1 forwards the copy, and the reader runs
// in stage 2: each stage's core stores the input's copy to the next one through the host buffer.
// A core stores to the next stage at the end of its body, after its own computes: the FREE wait
// before a store lasts until the reader has ended the previous input, so the stage-1 core runs
// its product before it forwards the copy.
// RUN: raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pipeline=3 --schedule-and-realize-spatial | filecheck %s
// RUN: raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pipeline=3 --schedule-and-realize-spatial --mlir-pass-statistics -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// End to end on 4 distinct inputs, greedy (with the static deadlock check) and 20 randomized
// schedules, and with 2 cores per stage.
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pipeline=3 --batch-size=4 --seed=2 --pim-detect-communication-deadlock | filecheck %s --check-prefix=GREEDY
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pipeline=3 --batch-size=4 --seed=2 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: raptor-run %s --core-count=6 --crossbar-size=4 --crossbar-count=1 --pipeline=3 --batch-size=4 --seed=2 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// STATS: 2 num-relays
// GREEDY: PASS: throughput mode, 4 inputs, greedy schedule
// RANDOM: PASS: throughput mode, 4 inputs, 20 randomized schedules (seeds 0..19)
// The stages sit on cores 1, 0 and 2 (on the 1x3 mesh the first stage takes the middle core).
// CHECK: spat.scheduled_compute weights(%cst_0 : tensor<4x4xf32>) attributes {coreId = 0 : i32}
// CHECK: spat.host_wait_load from %c1 to %c0
// CHECK-NEXT: %[[X1:.*]] = spat.host_wait_load from %c1 to %c0 host_offset %[[OFF1:[^ ]*]]
// CHECK: spat.tanh
// CHECK-NEXT: spat.wait
// CHECK-NEXT: spat.host_store_sync %[[X1]] from %c0 to %c2 host_offset %[[OFF2:[^ ]*]] event
// CHECK: spat.scheduled_compute weights(%cst : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 1 : i32}
// CHECK-NEXT: ^bb0(%arg1: tensor<4x4xf32>, %[[X0:.*]]: tensor<1x4xf32>):
// CHECK: spat.host_store_sync %[[X0]] from %c1 to %c0 host_offset %[[OFF1]] event
// CHECK: spat.scheduled_compute weights(%cst_1 : tensor<4x4xf32>) -> tensor<1x4xf32> attributes {coreId = 2 : i32}
// CHECK: %[[X2:.*]] = spat.host_wait_load from %c0 to %c2 host_offset %[[OFF2]]
// CHECK: spat.vadd %{{.*}}, %[[X2]]
func.func @late_reader(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.tanh %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.tanh %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%b, %x : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>, %j: tensor<1x4xf32>):
    %s = spat.vadd %i, %j : tensor<1x4xf32>
    %m = spat.vmm %w, %s : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %c : tensor<1x4xf32>
}
