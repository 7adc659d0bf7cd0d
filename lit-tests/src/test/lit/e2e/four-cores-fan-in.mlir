// Four cores over channels: cores 0, 1 and 2 each multiply the input by their own matrix and
// send the product to core 3, which sums the three products and applies ReLU.
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=2 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=2 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// Latency mode only: three cores read the host input, and without the stage-zero barrier of a
// pipelined schedule a core may start the next input while another still reads this one.
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %w0 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  spat.channel_send %0 channel %c0 from %c0 to %c3 : tensor<1x4xf32>
  %1 = spat.scheduled_compute weights(%w1 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  spat.channel_send %1 channel %c1 from %c1 to %c3 : tensor<1x4xf32>
  %2 = spat.scheduled_compute weights(%w2 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 2 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  spat.channel_send %2 channel %c2 from %c2 to %c3 : tensor<1x4xf32>
  %r0 = spat.channel_receive channel %c0 from %c0 to %c3 : tensor<1x4xf32>
  %r1 = spat.channel_receive channel %c1 from %c1 to %c3 : tensor<1x4xf32>
  %r2 = spat.channel_receive channel %c2 from %c2 to %c3 : tensor<1x4xf32>
  %3 = spat.scheduled_compute inputs(%r0, %r1, %r2 : tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 3 : i32} {
  ^bb0(%a: tensor<1x4xf32>, %b: tensor<1x4xf32>, %c: tensor<1x4xf32>):
    %s = spat.vadd %a, %b : tensor<1x4xf32>
    %t = spat.vadd %s, %c : tensor<1x4xf32>
    %r = spat.relu %t : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %3 : tensor<1x4xf32>
}
