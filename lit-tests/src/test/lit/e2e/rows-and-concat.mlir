// The first compute of conversion/spatial-to-pim/batch-and-layout.mlir on its own: rows of a
// 2x4 input extracted, the second multiplied, and both concatenated in swapped order.
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --seed=13 | filecheck %s
// CHECK: PASS: latency mode, greedy schedule
func.func @main_graph(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<2x4xf32>) -> tensor<2x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<2x4xf32>):
    %rows:2 = spat.extract_rows %xa : tensor<2x4xf32> -> tensor<1x4xf32>, tensor<1x4xf32>
    %m = spat.vmm %wa, %rows#1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %c = spat.concat axis 0 (%m, %rows#0) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
    spat.yield %c : tensor<2x4xf32>
  }
  return %0 : tensor<2x4xf32>
}
