// spat-place-trivial: merges single-consumer chains within a core's crossbars, puts the merged
// computes and batch chunks onto the cores in topological order (round robin, skipping full
// cores) and realizes the channels as schedule-and-realize-spatial does.
// RUN: raptor-opt %s --split-input-file --spat-place-trivial="core-count=3 crossbar-size=4 crossbar-count=2" | filecheck %s
// RUN: raptor-opt %s --split-input-file --core-count=3 --crossbar-size=4 --crossbar-count=1 --spat-place-trivial | filecheck %s --check-prefix=ONE
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --spat-place-trivial="core-count=1 crossbar-size=4 crossbar-count=2" -o /dev/null

// A chain of three products: with two crossbars per core the first two merge into core 0 and
// the third goes to core 1, which receives the merged result over a channel. With one crossbar
// per core nothing merges and the three computes go to cores 0, 1 and 2 in order.
// CHECK-LABEL: func.func @chain
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: spat.scheduled_compute weights(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 0 : i32}
// CHECK: spat.vmm
// CHECK-NEXT: spat.vmm
// CHECK-NEXT: %[[R:.*]] = spat.relu
// CHECK-NEXT: spat.channel_send %[[R]] channel %[[C0]] from %[[C0]] to %[[C1]]
// CHECK: %[[OUT:.*]] = spat.scheduled_compute weights(%{{.*}} : tensor<4x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32}
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[X:.*]] = spat.channel_receive channel %[[C0]] from %[[C0]] to %[[C1]]
// CHECK-NEXT: spat.vmm %{{.*}}, %[[X]]
// CHECK-NOT: spat.graph_compute
// CHECK: return %[[OUT]]
// ONE-LABEL: func.func @chain
// ONE: attributes {coreId = 0 : i32}
// ONE: attributes {coreId = 1 : i32}
// ONE: attributes {coreId = 2 : i32}
// ONE-NOT: spat.graph_compute
func.func @chain(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
  %w2 = arith.constant dense<3.0> : tensor<4x4xf32>
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
  // expected-error@+1 {{trivial placement: compute needs 1 crossbar, but no core has room left for it (1 core of 2 crossbars); the model needs more cores or crossbars than the target has}}
  %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%b : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
    %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.yield %m : tensor<1x4xf32>
  }
  return %c : tensor<1x4xf32>
}

// -----

// A batch of four lanes with one shared weight: the trivial placement gives each chunk of lanes
// the next core, and the last core assembles the batch result from the received fragments.
// CHECK-LABEL: func.func @batch
// CHECK: spat.scheduled_compute {{.*}} attributes {coreId = 0 : i32}
// CHECK: spat.channel_send
// CHECK: spat.scheduled_compute {{.*}} attributes {coreId = 1 : i32}
// CHECK: spat.channel_send
// CHECK: spat.scheduled_compute {{.*}} -> tensor<4x4xf32> attributes {coreId = 2 : i32}
// CHECK: spat.channel_receive
// CHECK: spat.channel_receive
// CHECK: tensor.insert_slice
// ONE-LABEL: func.func @batch
// ONE-COUNT-3: spat.scheduled_compute
// ONE-NOT: spat.graph_compute_batch
func.func @batch(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %rows = spat.graph_compute_batch lanes(4) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<4x4xf32>, %out: tensor<4x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
    }
  }
  return %rows : tensor<4x4xf32>
}
