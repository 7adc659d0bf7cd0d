// Forwarding relays and core groups of pipeline=2 (spec 3.4, 3.5 steps 4 and 6).
// Relays: three products read the input, so without a relay all three are in stage 0. A relay
// (a stage-0 copy of the input) lets the third product run in stage 1: core 0 runs the relay
// and the second product and stores the copied input for core 2; the products of stage 0 read
// the input itself (core 1 receives no copy); stages get two cores each.
// RUN: raptor-opt %s --split-input-file --core-count=4 --crossbar-size=4 --crossbar-count=1 --pipeline=2 --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=RELAY
// RUN: raptor-opt %s --split-input-file --core-count=4 --crossbar-size=4 --crossbar-count=1 --pipeline=2 --schedule-and-realize-spatial --mlir-pass-statistics -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// Core groups: cores 0 and 2 are one link apart, as are 1 and 3; every other pair is ten. Stage 0
// gets cores 0 and 2, stage 1 cores 1 and 3, so the stages' ids are not consecutive.
// RUN: raptor-opt %s --split-input-file --core-count=4 --crossbar-size=4 --crossbar-count=1 --pipeline=2 --pim-target-config=%S/Inputs/config-pairs-4.json --schedule-and-realize-spatial 2>&1 | filecheck %s --check-prefix=PAIRS

// STATS: 1 num-relays
// RELAY-LABEL: func.func @three_readers
// RELAY: spat.scheduled_compute weights(%cst_0 : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 0 : i32}
// RELAY: spat.host_store_sync %arg2 from %c0 to %c2
// RELAY: spat.scheduled_compute weights(%cst : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 1 : i32}
// RELAY-NOT: spat.channel_receive
// RELAY: spat.scheduled_compute weights(%cst_1 : tensor<4x4xf32>) attributes {coreId = 2 : i32}
// RELAY-NEXT: ^bb0
// RELAY-NEXT: spat.sync
// RELAY: spat.host_wait_load from %c0 to %c2
// RELAY-NEXT: spat.vmm
// RELAY: spat.scheduled_compute weights(%cst_2 : tensor<4x4xf32>) -> tensor<1x4xf32> attributes {coreId = 3 : i32}
func.func @three_readers(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
  %w2 = arith.constant dense<3.0> : tensor<4x4xf32>
  %w3 = arith.constant dense<4.0> : tensor<4x4xf32>
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
  %d = spat.graph_compute weights(%w3 : tensor<4x4xf32>) inputs(%a, %b, %c : tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>, %j: tensor<1x4xf32>, %k: tensor<1x4xf32>):
    %s = spat.vadd %i, %j : tensor<1x4xf32>
    %t = spat.vadd %s, %k : tensor<1x4xf32>
    %m = spat.vmm %w, %t : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %d : tensor<1x4xf32>
}

// -----

// PAIRS-LABEL: func.func @two_readers
// PAIRS: spat.scheduled_compute weights(%cst : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 0 : i32}
// PAIRS: spat.host_store_sync
// PAIRS: spat.scheduled_compute weights(%cst_1 : tensor<4x4xf32>) attributes {coreId = 1 : i32}
// PAIRS: spat.host_wait_load from
// PAIRS: spat.scheduled_compute weights(%cst_0 : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 2 : i32}
// PAIRS: spat.host_store_sync
// PAIRS: spat.scheduled_compute weights(%{{.*}} : tensor<4x4xf32>) {{.*}}attributes {coreId = 3 : i32}
func.func @two_readers(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
  %w2 = arith.constant dense<3.0> : tensor<4x4xf32>
  %w3 = arith.constant dense<4.0> : tensor<4x4xf32>
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
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%a, %b : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>, %j: tensor<1x4xf32>):
    %s = spat.vadd %i, %j : tensor<1x4xf32>
    %m = spat.vmm %w, %s : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %e = spat.graph_compute weights(%w3 : tensor<4x4xf32>) inputs(%c : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %e : tensor<1x4xf32>
}
