// A compute batch with a result on two cores: core 2 sends x to lane 0 (core 0) and x * x to
// lane 1 (core 1); each lane multiplies what it receives by the shared weights, applies ReLU
// and inserts the row at its lane into the stacked 2x4 result, which is returned.
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --seed=6 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --seed=6 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  spat.scheduled_compute inputs(%x : tensor<1x4xf32>) attributes {coreId = 2 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %n = spat.vmul %a, %a : tensor<1x4xf32>
    spat.channel_send %a channel %c0 from %c2 to %c0 : tensor<1x4xf32>
    spat.channel_send %n channel %c1 from %c2 to %c1 : tensor<1x4xf32>
    spat.yield
  }
  %0 = spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %out: tensor<2x4xf32>):
    %in = spat.channel_receive channel %lane from %c2 to %lane : tensor<1x4xf32>
    %m = spat.vmm %wa, %in : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}
