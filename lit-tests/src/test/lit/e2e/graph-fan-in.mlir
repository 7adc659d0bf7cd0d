// A graph Spatial program scheduled by spat-trivial-merge and schedule-and-realize-spatial, then
// simulated: two products of the input feed a join (fan-in). With one crossbar per core the
// three computes go to three cores connected by channels; with two, to two cores.
// RUN: raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --spat-trivial-merge --schedule-and-realize-spatial --pim-compile="output-dir=%t" && ls %t/pim | filecheck %s --check-prefix=FILES
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=RANDOM
// FILES: core_0.pim
// FILES: core_1.pim
// FILES: core_2.pim
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%a, %b : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>, %j: tensor<1x4xf32>):
    %s = spat.vadd %i, %j : tensor<1x4xf32>
    %m = spat.vmm %w, %s : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %c : tensor<1x4xf32>
}
