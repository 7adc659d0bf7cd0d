// The 8x8 matrix of tiled-matmul.mlir split by column tiles over two cores with two crossbars
// each; each core adds its partial sums and writes its half of the returned concat.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --seed=5 | filecheck %s
// CHECK: PASS: latency mode, greedy schedule
func.func @main_graph(%x0: tensor<1x4xf32>, %x1: tensor<1x4xf32>) -> tensor<1x8xf32> {
  %w00 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w01 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w10 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %w11 = arith.constant dense<[[2.0, 0.0, -0.5, 1.5], [0.5, -1.0, 1.25, -2.0], [-1.5, 0.25, 0.0, 2.5], [1.0, -0.75, 2.0, 0.5]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w00, %w10 : tensor<4x4xf32>, tensor<4x4xf32>) inputs(%x0, %x1 : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a0: tensor<4x4xf32>, %a1: tensor<4x4xf32>, %y0: tensor<1x4xf32>, %y1: tensor<1x4xf32>):
    %p0 = spat.vmm %a0, %y0 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %p1 = spat.vmm %a1, %y1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %s = spat.vadd %p0, %p1 : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  %1 = spat.scheduled_compute weights(%w01, %w11 : tensor<4x4xf32>, tensor<4x4xf32>) inputs(%x0, %x1 : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a0: tensor<4x4xf32>, %a1: tensor<4x4xf32>, %y0: tensor<1x4xf32>, %y1: tensor<1x4xf32>):
    %p0 = spat.vmm %a0, %y0 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %p1 = spat.vmm %a1, %y1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %s = spat.vadd %p0, %p1 : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  %r = spat.concat axis 1 (%0, %1) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}
