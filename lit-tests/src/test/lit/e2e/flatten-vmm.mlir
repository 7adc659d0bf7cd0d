// A core flattens its 2x2 input to 1x4 (collapse_shape, then expand_shape) before a fully
// connected layer, VMM + ReLU, and also returns the activations reshaped back to 2x2 plus the
// input (which stays live, so no reshaped copy can reuse its local memory): each reshape is one
// whole-tensor pim.memcp into a fresh local tensor, since the bytes stay in row-major order.
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --seed=3 | filecheck %s
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --seed=3 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<2x2xf32>) -> (tensor<1x4xf32>, tensor<2x2xf32>) {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0:2 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<2x2xf32>) -> tensor<1x4xf32>, tensor<2x2xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %a: tensor<2x2xf32>):
    %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
    %v = tensor.expand_shape %f [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
    %m = spat.vmm %wa, %v : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    %back = tensor.collapse_shape %r [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %square = tensor.expand_shape %back [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
    %sum = spat.vadd %square, %a : tensor<2x2xf32>
    spat.yield %r, %sum : tensor<1x4xf32>, tensor<2x2xf32>
  }
  return %0#0, %0#1 : tensor<1x4xf32>, tensor<2x2xf32>
}
