// Lane-indexed slices both ways: each lane of a two-core batch takes its row of the shared
// input, multiplies it by the weights, applies ReLU and writes the row back at the lane into
// its local copy of the input (tensor.insert_slice at byte 16 * lane); lane i returns that 2x4
// tensor as rows [2 i, 2 i + 2) of the result.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --seed=4 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --seed=4 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<2x4xf32>) -> tensor<4x4xf32> {
  %c2 = arith.constant 2 : index
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<2x4xf32>) -> tensor<4x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<2x4xf32>, %out: tensor<4x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    %back = tensor.insert_slice %r into %in[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    %first = arith.muli %lane, %c2 : index
    spat.in_parallel {
      tensor.parallel_insert_slice %back into %out[%first, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    }
  }
  return %0 : tensor<4x4xf32>
}
