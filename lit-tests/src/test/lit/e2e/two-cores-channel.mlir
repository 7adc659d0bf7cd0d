// Spec 6.2 without its unmatched wait: core 0 multiplies and sends the product over a channel,
// core 1 receives it, applies ReLU and writes the output.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --batch-size=4 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: throughput mode, 4 inputs, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  spat.channel_send %0 channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  %1 = spat.channel_receive channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  %2 = spat.scheduled_compute inputs(%1 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %r = spat.relu %a : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %2 : tensor<1x4xf32>
}
