// A compute batch on two cores where each lane takes its 1x2x2 plane of a shared 2x2x2 input
// (extract_slice at the lane), flattens it to 1x4 with collapse_shape (a whole-tensor
// pim.memcp), multiplies it by the shared weights, applies ReLU and returns the stacked rows.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --seed=6 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --seed=6 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<2x2x2xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<2x2x2xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<2x2x2xf32>, %out: tensor<2x4xf32>):
    %plane = tensor.extract_slice %in[%lane, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<2x2x2xf32> to tensor<1x2x2xf32>
    %flat = tensor.collapse_shape %plane [[0], [1, 2]] : tensor<1x2x2xf32> into tensor<1x4xf32>
    %m = spat.vmm %wa, %flat : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}
