// Four cores in a chain over channels: 0 -> 1 -> 2 -> 3, each stage one VMM or activation.
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=9 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=9 --batch-size=4 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: throughput mode, 4 inputs, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %w0 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  spat.channel_send %0 channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  %r0 = spat.channel_receive channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  %1 = spat.scheduled_compute inputs(%r0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %t = spat.tanh %a : tensor<1x4xf32>
    spat.yield %t : tensor<1x4xf32>
  }
  spat.channel_send %1 channel %c1 from %c1 to %c2 : tensor<1x4xf32>
  %r1 = spat.channel_receive channel %c1 from %c1 to %c2 : tensor<1x4xf32>
  %2 = spat.scheduled_compute weights(%w2 : tensor<4x4xf32>) inputs(%r1 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 2 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %a: tensor<1x4xf32>):
    %m = spat.vmm %wa, %a : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  spat.channel_send %2 channel %c2 from %c2 to %c3 : tensor<1x4xf32>
  %r2 = spat.channel_receive channel %c2 from %c2 to %c3 : tensor<1x4xf32>
  %3 = spat.scheduled_compute inputs(%r2 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 3 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %s = spat.sigmoid %a : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %3 : tensor<1x4xf32>
}
