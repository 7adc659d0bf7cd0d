// VMM, ReLU and a residual add of a second input on one core.
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --seed=3 | filecheck %s
// CHECK: PASS: latency mode, greedy schedule
func.func @main_graph(%x: tensor<1x4xf32>, %y: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x, %y : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>, %ya: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    %s = spat.vadd %r, %ya : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %0 : tensor<1x4xf32>
}
