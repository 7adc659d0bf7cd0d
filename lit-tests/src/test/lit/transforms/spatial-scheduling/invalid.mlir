// Scheduling errors, each at the compute or op at fault.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --schedule-and-realize-spatial="core-count=2 crossbar-size=4 crossbar-count=1"
// The same errors end raptor-opt with a failure status and the located message.
// RUN: not raptor-opt %s --split-input-file --schedule-and-realize-spatial="core-count=2 crossbar-size=4 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=STATUS
// STATUS: invalid.mlir:{{[0-9]+}}:8: error: compute needs 2 crossbars, but a core has 1
// STATUS: invalid.mlir:{{[0-9]+}}:8: error: compute needs 1 crossbar, but no core has room left for it (2 cores of 1 crossbar)

// A weight of 4x8 needs two crossbars of 4x4, but a core has one.
func.func @too_large(%x: tensor<1x4xf32>) -> tensor<1x8xf32> {
  %w = arith.constant dense<1.0> : tensor<4x8xf32>
  // expected-error@+1 {{compute needs 2 crossbars, but a core has 1}}
  %a = spat.graph_compute weights(%w : tensor<4x8xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x8xf32> {
  ^bb0(%wa: tensor<4x8xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %wa, %i : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
    spat.yield %m : tensor<1x8xf32>
  }
  return %a : tensor<1x8xf32>
}

// -----

// Three distinct weights of one crossbar each do not fit two cores of one crossbar.
func.func @no_room(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
  %w2 = arith.constant dense<3.0> : tensor<4x4xf32>
  %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%wa: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %wa, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  %b = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%wa: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %wa, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  // expected-error@+1 {{compute needs 1 crossbar, but no core has room left for it (2 cores of 1 crossbar)}}
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%b : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%wa: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %wa, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %c : tensor<1x4xf32>
}

// -----

// An op between graph computes must move into a compute.
func.func @between(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %a = spat.graph_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.relu %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  // expected-error@+1 {{'spat.tanh' between graph computes is not supported by scheduling; move it into a compute}}
  %t = spat.tanh %a : tensor<1x4xf32>
  %b = spat.graph_compute inputs(%t : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.relu %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %b : tensor<1x4xf32>
}

// -----

// A graph result may not be a weight.
func.func @weight(%x: tensor<4x4xf32>, %y: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %a = spat.graph_compute inputs(%x : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%i: tensor<4x4xf32>):
    %r = spat.relu %i : tensor<4x4xf32>
    spat.yield %r : tensor<4x4xf32>
  }
  // expected-error@+1 {{uses the result of a graph compute as a weight, which scheduling does not support}}
  %b = spat.graph_compute weights(%a : tensor<4x4xf32>) inputs(%y : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %b : tensor<1x4xf32>
}
