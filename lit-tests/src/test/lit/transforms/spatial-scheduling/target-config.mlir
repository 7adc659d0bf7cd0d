// --pim-target-config (spec 1.3): the scheduler takes the cores, crossbars and the NoC latency
// table of a pimsim-nn configuration. Here core 0 is 90 ns per flit from core 1 but 3 ns from
// core 2, so the consumer of the first product goes to core 2 (with the built-in mesh, where
// both are one hop away, it goes to core 1) and the independent product takes core 1.
// RUN: raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-3.json --schedule-and-realize-spatial | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-3.json --sim-seed=0..3 | filecheck %s --check-prefix=SIM
// Errors, each with the spec's text and exit code 1.
// RUN: not raptor-opt %s --core-count=4 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-3.json --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=FLAGS
// RUN: not raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-missing-pair.json --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=PAIR
// RUN: not raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-bad-size.json --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=SIZE
// RUN: not raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-no-network.json --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=NETWORK
// RUN: not raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/config-bad-cores.json --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=CORES
// RUN: not raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --pim-target-config=%S/Inputs/absent.json --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=ABSENT
// RUN: raptor-opt %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --schedule-and-realize-spatial | filecheck %s --check-prefix=MESH
// CHECK: spat.scheduled_compute weights(%cst : {{.*}} attributes {coreId = 0 : i32}
// CHECK: spat.channel_send %{{.*}} channel %{{.*}} from %c0 to %c2
// CHECK: spat.scheduled_compute weights(%cst_1 : {{.*}} attributes {coreId = 1 : i32}
// CHECK: spat.scheduled_compute weights(%cst_0 : {{.*}} attributes {coreId = 2 : i32}
// MESH: spat.scheduled_compute weights(%cst : {{.*}} attributes {coreId = 0 : i32}
// MESH: spat.scheduled_compute weights(%cst_0 : {{.*}} attributes {coreId = 1 : i32}
// MESH: spat.scheduled_compute weights(%cst_1 : {{.*}} attributes {coreId = 2 : i32}
// SIM: PASS: latency mode, 4 randomized schedules (seeds 0..3)
// FLAGS: target-config.mlir:0:0: error: Pim target config resources do not match --core-count, --crossbar-count, and --crossbar-size
// PAIR: network-missing.json: missing latency 1 -> 2
// SIZE: config-bad-size.json: field 'xbar_size' must contain two positive integers
// NETWORK: config-no-network.json: chip_config.network_config is missing network latency file path
// CORES: config-bad-cores.json: field 'core_cnt' must be a positive integer
// ABSENT: error: cannot read Pim target config {{.*}}absent.json
func.func @main_graph(%x: tensor<1x4xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>) {
  %w0 = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.5, 1.0, -1.5, 2.0], [-2.0, 0.25, 1.0, 0.0], [1.5, -0.75, 0.5, 1.0], [0.0, 2.5, -0.5, 0.75]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<[[-1.0, 0.5, 2.0, -0.5], [1.25, -1.5, 0.0, 1.0], [0.75, 2.0, -2.5, 0.5], [-0.25, 1.0, 1.5, -2.0]]> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %c = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.tanh %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %c, %b : tensor<1x4xf32>, tensor<1x4xf32>
}
