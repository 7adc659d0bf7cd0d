// spat-trivial-merge (spec 2.7): a compute whose results only one compute uses is merged into
// it when both sets of weights fit one core; fan-out and full cores stay separate.
// RUN: raptor-opt %s --split-input-file --spat-trivial-merge="core-count=2 crossbar-size=4 crossbar-count=2" | filecheck %s
// RUN: raptor-opt %s --split-input-file --core-count=2 --crossbar-size=4 --crossbar-count=1 --spat-trivial-merge | filecheck %s --check-prefix=FULL

// CHECK-LABEL: func.func @chain
// CHECK: %[[W0:.*]] = arith.constant dense<1.0
// CHECK: %[[W1:.*]] = arith.constant dense<2.0
// CHECK: %[[M:.*]] = spat.graph_compute weights(%[[W0]], %[[W1]] : tensor<4x4xf32>, tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<4x4xf32>, %[[B:.*]]: tensor<4x4xf32>, %[[X:.*]]: tensor<1x4xf32>):
// CHECK-NEXT: %[[P:.*]] = spat.vmm %[[A]], %[[X]]
// CHECK-NEXT: %[[Q:.*]] = spat.vmm %[[B]], %[[P]]
// CHECK-NEXT: %[[R:.*]] = spat.relu %[[Q]]
// CHECK-NEXT: spat.yield %[[R]]
// CHECK-NOT: spat.graph_compute
// CHECK: return %[[M]]
// FULL-LABEL: func.func @chain
// FULL-COUNT-2: spat.graph_compute
func.func @chain(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
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
  return %b : tensor<1x4xf32>
}

// -----

// A diamond survives: the first compute feeds two computes, and the join has two producers.
// CHECK-LABEL: func.func @diamond
// CHECK-COUNT-4: spat.graph_compute
// CHECK-NOT: spat.graph_compute
func.func @diamond(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %a = spat.graph_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.relu %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %b = spat.graph_compute inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.tanh %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %c = spat.graph_compute inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.sigmoid %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %d = spat.graph_compute inputs(%b, %c : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>, %j: tensor<1x4xf32>):
    %s = spat.vadd %i, %j : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  return %d : tensor<1x4xf32>
}

// -----

// A compute that uses the same producer result twice takes it once; a compute marked
// spat.preserve_compute_boundary is never merged.
// CHECK-LABEL: func.func @twice
// CHECK: spat.graph_compute inputs(%arg0 : tensor<1x4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<1x4xf32>):
// CHECK-NEXT: %[[R:.*]] = spat.relu %[[X]]
// CHECK-NEXT: %[[S:.*]] = spat.vadd %[[R]], %[[R]]
// CHECK-NEXT: spat.yield %[[S]]
// CHECK: spat.graph_compute
// CHECK-SAME: spat.preserve_compute_boundary
func.func @twice(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %a = spat.graph_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.relu %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  %b = spat.graph_compute inputs(%a, %a : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>, %j: tensor<1x4xf32>):
    %s = spat.vadd %i, %j : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  %c = spat.graph_compute inputs(%b : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {spat.preserve_compute_boundary} {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.tanh %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %c : tensor<1x4xf32>
}
