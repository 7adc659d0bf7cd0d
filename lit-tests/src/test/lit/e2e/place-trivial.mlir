// A graph Spatial program placed by spat-place-trivial (raptor-run --placement=trivial), then
// simulated under the greedy schedule and 20 randomized ones: a chain of two products feeding
// a join with a third (fan-in). With two crossbars per core the chain merges into core 0; with
// one, every compute gets its own core. Pipeline stages need the scheduler.
// RUN: raptor-opt %s --spat-place-trivial="core-count=3 crossbar-size=4 crossbar-count=1" --pim-compile="output-dir=%t core-count=3 crossbar-size=4 crossbar-count=1" -o /dev/null && ls %t/pim | filecheck %s --check-prefix=FILES
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --placement=trivial --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --placement=trivial --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --placement=trivial --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: not raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --placement=trivial 2>&1 | filecheck %s --check-prefix=FULL
// RUN: not raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --placement=trivial --pipeline=2 2>&1 | filecheck %s --check-prefix=STAGES
// RUN: not raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --placement=random 2>&1 | filecheck %s --check-prefix=NAME
// FILES: core_0.pim
// FILES: core_1.pim
// FILES: core_2.pim
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
// FULL: place-trivial.mlir:[[# @LINE + 19]]:8: error: trivial placement: compute needs 1 crossbar, but no core has room left for it (2 cores of 1 crossbar); the model needs more cores or crossbars than the target has
// FULL: error: the PIM pipeline failed to compile the program
// STAGES: error: --placement=trivial places for latency only; --pipeline=2 needs --placement=schedule
// NAME: error: Invalid value for option '--placement': 'random' is not a placement; expected schedule or trivial
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%b, %x : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>, %j: tensor<1x4xf32>):
    %m = spat.vmm %w, %j : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %s = spat.vadd %i, %m : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %c : tensor<1x4xf32>
}
