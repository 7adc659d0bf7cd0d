// A compute batch on two cores where each lane takes its own row of a shared input with
// tensor.extract_slice at the lane (a pim.memcp from byte 16 * lane of the local copy),
// multiplies it by the shared weights, applies ReLU and returns the stacked rows.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --seed=6 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --seed=6 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<2x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<2x4xf32>, %out: tensor<2x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}
