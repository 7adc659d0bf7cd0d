// A compute batch on two cores: each lane multiplies the input by the shared weights, applies
// ReLU and sends the result over its own channel (lane = channel = source core) to core 2,
// which adds the two lanes' results.
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --seed=6 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --seed=6 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.channel_send %r channel %lane from %lane to %c2 : tensor<1x4xf32>
    spat.yield
  }
  %r0 = spat.channel_receive channel %c0 from %c0 to %c2 : tensor<1x4xf32>
  %r1 = spat.channel_receive channel %c1 from %c1 to %c2 : tensor<1x4xf32>
  %0 = spat.scheduled_compute inputs(%r0, %r1 : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 2 : i32} {
  ^bb0(%a: tensor<1x4xf32>, %b: tensor<1x4xf32>):
    %s = spat.vadd %a, %b : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %0 : tensor<1x4xf32>
}
