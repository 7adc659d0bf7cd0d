// A VMM whose 4x6 weight is wider than the 4x4 crossbar: convert-spatial-to-pim pads it to 4x8,
// codegen places it on two consecutive crossbars, one mvmul per 4-column tile, and the result
// matches the reference.
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=2 | filecheck %s
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=2 --seed=3 --batch-size=2 | filecheck %s --check-prefix=BATCH
// CHECK: PASS: latency mode, greedy schedule
// BATCH: PASS: throughput mode, 2 inputs, greedy schedule
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x6xf32> {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0, 1.5, -0.75], [0.25, 1.5, -1.0, 2.0, -2.5, 0.5], [-0.5, 0.75, 2.5, -3.0, 1.0, 2.25], [2.0, 0.0, 1.25, -0.25, -1.5, 3.5]]> : tensor<4x6xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x6xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x6xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x6xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x6xf32>, tensor<1x4xf32> -> tensor<1x6xf32>
    spat.yield %m : tensor<1x6xf32>
  }
  return %0 : tensor<1x6xf32>
}
