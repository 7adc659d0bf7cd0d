// A graph batch of four lanes (one row each) feeding a join that sums the rows and multiplies:
// the lanes are cut into chunks over the cores, the join assembles the fragments. Also a
// chain (merged by spat-trivial-merge) and a fan-out of the joined row to two returned results;
// also pipelined in two stages in throughput mode.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --seed=3 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=4 --crossbar-size=4 --crossbar-count=2 --seed=3 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=RANDOM
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=3 --seed=3 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// RUN: raptor-run %s --core-count=6 --crossbar-size=4 --crossbar-count=2 --seed=3 --pipeline=2 --batch-size=4 --sim-seed=0..19 --pim-detect-communication-deadlock | filecheck %s --check-prefix=PIPELINE
// Three cores of one crossbar hold the three weights only if the batch's chunks share one core
// (the scheduler keeps a crossbar for every weight no core holds yet); two cannot.
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --seed=3 | filecheck %s
// RUN: not raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 2>&1 | filecheck %s --check-prefix=FULL
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
// PIPELINE: PASS: throughput mode, 4 inputs, 20 randomized schedules (seeds 0..19)
// FULL: error: compute needs 1 crossbar, but no core has room left for it (2 cores of 1 crossbar)
func.func @main_graph(%x: tensor<4x4xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>) {
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %rows = spat.graph_compute_batch lanes(4) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<4x4xf32>, %out: tensor<4x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
    }
  }
  %sum = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%rows : tensor<4x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%wb: tensor<4x4xf32>, %all: tensor<4x4xf32>):
    %r0 = tensor.extract_slice %all[0, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %r1 = tensor.extract_slice %all[1, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %r2 = tensor.extract_slice %all[2, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %r3 = tensor.extract_slice %all[3, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %a = spat.vadd %r0, %r1 : tensor<1x4xf32>
    %b = spat.vadd %r2, %r3 : tensor<1x4xf32>
    %c = spat.vadd %a, %b : tensor<1x4xf32>
    %m = spat.vmm %wb, %c : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %left = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%sum : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%wc: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %wc, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %t = spat.tanh %m : tensor<1x4xf32>
    spat.yield %t : tensor<1x4xf32>
  }
  %right = spat.graph_compute inputs(%sum : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %s = spat.sigmoid %i : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %left, %right : tensor<1x4xf32>, tensor<1x4xf32>
}
