// A graph batch of three lanes, each alone on its core, reading the function input and returning
// its rows: scheduling keeps it one spat.scheduled_compute_batch (KEPT), which lowers to a
// pim.core_batch; an independent compute on the fourth core scales the same input. The
// simulated outputs match the reference evaluator of the graph program, greedy and randomized;
// pipelined in two stages (throughput mode, where batches are still expanded) and on two cores
// (a core runs two lanes, so the batch is expanded per core) they match as well.
// RUN: raptor-opt %s --schedule-and-realize-spatial="core-count=4 crossbar-size=4 crossbar-count=1" | filecheck %s --check-prefix=KEPT
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=5 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=5 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: raptor-run %s --core-count=6 --crossbar-size=4 --crossbar-count=1 --seed=5 --pipeline=2 --batch-size=4 --sim-seed=0..19 | filecheck %s --check-prefix=THROUGHPUT
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --seed=5 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: raptor-opt %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --schedule-and-realize-spatial --convert-spatial-to-pim | filecheck %s --check-prefix=PIM
// KEPT: spat.scheduled_compute weights({{.*}}) inputs(%arg0 : tensor<3x4xf32>) -> tensor<1x4xf32> attributes {coreId = 3 : i32}
// KEPT: spat.scheduled_compute_batch lanes(3) weights(%{{.*}} : tensor<4x4xf32>) inputs(%arg0 : tensor<3x4xf32>) -> tensor<3x4xf32> attributes {coreIds = array<i32: 0, 1, 2>}
// PIM: pim.core weights({{.*}}) attributes {coreId = 3 : i32}
// PIM: pim.core_batch lanes(3) weights({{.*}}) attributes {coreIds = array<i32: 0, 1, 2>}
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
// THROUGHPUT: PASS: throughput mode, 4 inputs, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<1x4xf32>) {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %rows = spat.graph_compute_batch lanes(3) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<3x4xf32>) -> tensor<3x4xf32> {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<3x4xf32>, %out: tensor<3x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
    }
  }
  %last = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%x : tensor<3x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%wb: tensor<4x4xf32>, %in: tensor<3x4xf32>):
    %row = tensor.extract_slice %in[2, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wb, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %t = spat.tanh %m : tensor<1x4xf32>
    spat.yield %t : tensor<1x4xf32>
  }
  return %rows, %last : tensor<3x4xf32>, tensor<1x4xf32>
}
