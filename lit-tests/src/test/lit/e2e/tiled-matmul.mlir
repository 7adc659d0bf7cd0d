// An 8x8 matrix, wider and taller than a 4x4 crossbar: four weight tiles on one core, partial
// sums of the row tiles added, the two column tiles concatenated.
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=4 --seed=11 | filecheck %s
// CHECK: PASS: latency mode, greedy schedule
func.func @main_graph(%x0: tensor<1x4xf32>, %x1: tensor<1x4xf32>) -> tensor<1x8xf32> {
  %w00 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w01 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w10 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %w11 = arith.constant dense<[[2.0, 0.0, -0.5, 1.5], [0.5, -1.0, 1.25, -2.0], [-1.5, 0.25, 0.0, 2.5], [1.0, -0.75, 2.0, 0.5]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w00, %w01, %w10, %w11 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) inputs(%x0, %x1 : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x8xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a00: tensor<4x4xf32>, %a01: tensor<4x4xf32>, %a10: tensor<4x4xf32>, %a11: tensor<4x4xf32>, %y0: tensor<1x4xf32>, %y1: tensor<1x4xf32>):
    %p00 = spat.vmm %a00, %y0 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %p10 = spat.vmm %a10, %y1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %c0 = spat.vadd %p00, %p10 : tensor<1x4xf32>
    %p01 = spat.vmm %a01, %y0 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %p11 = spat.vmm %a11, %y1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %c1 = spat.vadd %p01, %p11 : tensor<1x4xf32>
    %r = spat.concat axis 1 (%c0, %c1) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
    spat.yield %r : tensor<1x8xf32>
  }
  return %0 : tensor<1x8xf32>
}
