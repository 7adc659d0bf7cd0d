// Throughput mode of a pipelined graph program (spec 3 and 4): the graph form of
// four-cores-fan-in.mlir plus a tail. Three products of the input feed a join, then a product
// and a sigmoid (merged with the join by spat-trivial-merge). The products read the function
// input, so they are stage 0; the stage-zero barrier and the release tree keep every core from
// starting input N+1 before all stage-zero cores finished input N, which is the host-input race
// host-input-race.mlir shows without them. Every output is checked under the greedy and 20
// randomized schedules, and the static deadlock check runs on the generated programs.
// RUN: raptor-run %s --core-count=5 --crossbar-size=4 --crossbar-count=1 --seed=2 --pipeline=2 --pim-detect-communication-deadlock | filecheck %s --check-prefix=LATENCY
// RUN: raptor-run %s --core-count=5 --crossbar-size=4 --crossbar-count=1 --seed=2 --pipeline=2 --batch-size=4 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=5 --crossbar-size=4 --crossbar-count=1 --seed=2 --pipeline=2 --batch-size=4 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: raptor-run %s --core-count=8 --crossbar-size=4 --crossbar-count=2 --seed=2 --pipeline=4 --batch-size=4 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=RANDOM
// The even layout of 4 cores gives stage 0 two cores of one crossbar, too few for three
// products that all read the input; uneven stage capacities (spec 3.5 step 5) give it three
// and the last stage one. Three stages would need five cores.
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=2 --pipeline=2 --batch-size=4 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=RANDOM
// RUN: not raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --pipeline=3 2>&1 | filecheck %s --check-prefix=FIT
// FIT: graph-pipeline.mlir:{{[0-9]+}}:1: error: pipeline scheduling: the graph does not fit 3 stages
// LATENCY: PASS: latency mode, greedy schedule
// CHECK: PASS: throughput mode, 4 inputs, greedy schedule
// RANDOM: PASS: throughput mode, 4 inputs, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %w3 = arith.constant dense<[[0.25, -0.5, 1.0, 0.75], [1.5, 0.25, -0.75, 0.5], [-1.25, 1.0, 0.5, -0.25], [0.5, -1.5, 0.25, 1.0]]> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %d = spat.graph_compute inputs(%a, %b, %c : tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>, %j: tensor<1x4xf32>, %k: tensor<1x4xf32>):
    %s = spat.vadd %i, %j : tensor<1x4xf32>
    %t = spat.vadd %s, %k : tensor<1x4xf32>
    %r = spat.relu %t : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %e = spat.graph_compute weights(%w3 : tensor<4x4xf32>) inputs(%d : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %f = spat.graph_compute inputs(%e : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %s = spat.sigmoid %i : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %f : tensor<1x4xf32>
}
