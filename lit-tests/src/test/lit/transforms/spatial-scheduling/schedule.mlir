// schedule-and-realize-spatial (spec 2): PEFT places the graph computes on physical cores under
// their crossbar capacity; each used core gets one spat.scheduled_compute running its nodes in
// slot order, with channels for the data another core produced.
// RUN: raptor-opt %s --split-input-file --schedule-and-realize-spatial="core-count=3 crossbar-size=4 crossbar-count=1" | filecheck %s
// RUN: raptor-opt %s --split-input-file --core-count=2 --crossbar-size=4 --crossbar-count=2 --schedule-and-realize-spatial | filecheck %s --check-prefix=TWO

// Fan-in with one crossbar per core: the three products need three cores; the join runs on the
// core of its own weight and receives both other products in channel order.
// CHECK-LABEL: func.func @fan_in
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: spat.scheduled_compute weights(%{{.*}}) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 0 : i32}
// CHECK: %[[A:.*]] = spat.vmm
// CHECK-NEXT: spat.channel_send %[[A]] channel %[[C0]] from %[[C0]] to %[[C2]]
// CHECK: spat.scheduled_compute weights(%{{.*}}) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 1 : i32}
// CHECK: spat.relu
// CHECK-NEXT: spat.channel_send %{{.*}} channel %[[C1]] from %[[C1]] to %[[C2]]
// CHECK: %[[R:.*]] = spat.scheduled_compute weights(%{{.*}}) -> tensor<1x4xf32> attributes {coreId = 2 : i32}
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[X:.*]] = spat.channel_receive channel %[[C0]] from %[[C0]] to %[[C2]]
// CHECK-NEXT: %[[Y:.*]] = spat.channel_receive channel %[[C1]] from %[[C1]] to %[[C2]]
// CHECK-NEXT: spat.vadd %[[X]], %[[Y]]
// CHECK: return %[[R]]
// With two crossbars per core, two cores suffice: the first product and the join share core 0
// (the second product ends later, so core 1 would have kept core 0 waiting in its send). Core 0
// receives the second product when it is due, after running its own product, which does not
// need it.
// TWO-LABEL: func.func @fan_in
// TWO: spat.scheduled_compute weights(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32}
// TWO-NEXT: ^bb0
// TWO-NEXT: %[[A:.*]] = spat.vmm
// TWO-NEXT: %[[B:.*]] = spat.channel_receive channel %{{.*}} from %{{.*}} to %{{.*}} : tensor<1x4xf32>
// TWO-NEXT: spat.vadd %[[A]], %[[B]]
// TWO: spat.scheduled_compute weights(%{{.*}} : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 1 : i32}
// TWO: spat.relu
// TWO-NEXT: spat.channel_send
// TWO-NOT: spat.scheduled_compute
// TWO-NOT: spat.graph_compute
func.func @fan_in(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
  %w2 = arith.constant dense<3.0> : tensor<4x4xf32>
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

// -----

// A batch of four lanes is cut into chunks of lanes [0, 2) and [2, 4) on two cores (with three
// cores of one crossbar, into three chunks: one copy of the weight per crossbar). Each lane
// writes one row of the result, so a chunk runs as one scf.for over its lanes that writes lane
// l's row at l - first lane of a slab it carries; the producer sends the slab once, and the
// consumer inserts each chunk's slab into the batch result at the chunk's first row.
// CHECK-LABEL: func.func @batch
// CHECK-COUNT-3: spat.scheduled_compute
// TWO-LABEL: func.func @batch
// TWO-DAG: %[[C0:.*]] = arith.constant 0 : index
// TWO-DAG: %[[C1:.*]] = arith.constant 1 : index
// TWO-DAG: %[[C2:.*]] = arith.constant 2 : index
// TWO-DAG: %[[C4:.*]] = arith.constant 4 : index
// TWO: spat.scheduled_compute {{.*}} -> tensor<4x4xf32> attributes {coreId = 0 : i32}
// TWO-NEXT: ^bb0(%{{.*}}: tensor<4x4xf32>, %[[IN:.*]]: tensor<4x4xf32>):
// TWO-NEXT: %[[S:.*]] = tensor.empty() : tensor<2x4xf32>
// TWO-NEXT: %[[SLAB:.*]] = scf.for %[[L:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[S]]) -> (tensor<2x4xf32>) {
// TWO-NEXT: tensor.extract_slice %[[IN]][%[[L]], 0] [1, 4] [1, 1]
// TWO-NEXT: spat.vmm
// TWO-NEXT: %[[R:.*]] = spat.relu
// TWO-NEXT: %[[NEXT:.*]] = tensor.insert_slice %[[R]] into %[[ACC]][%[[L]], 0] [1, 4] [1, 1]
// TWO-NEXT: scf.yield %[[NEXT]] : tensor<2x4xf32>
// TWO-NEXT: }
// TWO-NEXT: %[[F:.*]] = spat.channel_receive channel %[[C0]] from %[[C1]] to %[[C0]] : tensor<2x4xf32>
// TWO-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x4xf32>
// TWO-NEXT: %[[I0:.*]] = tensor.insert_slice %[[SLAB]] into %[[E]][0, 0] [2, 4] [1, 1]
// TWO-NEXT: %[[I1:.*]] = tensor.insert_slice %[[F]] into %[[I0]][2, 0] [2, 4] [1, 1]
// TWO-NEXT: spat.yield %[[I1]]
// TWO: spat.scheduled_compute {{.*}} attributes {coreId = 1 : i32}
// TWO: %[[T:.*]] = scf.for %[[M:.*]] = %[[C2]] to %[[C4]] step %[[C1]] iter_args(%[[TACC:.*]] = %{{.*}}) -> (tensor<2x4xf32>) {
// TWO-NEXT: tensor.extract_slice %{{.*}}[%[[M]], 0] [1, 4] [1, 1]
// TWO: %[[ROW:.*]] = arith.subi %[[M]], %[[C2]] : index
// TWO-NEXT: tensor.insert_slice %{{.*}} into %[[TACC]][%[[ROW]], 0] [1, 4] [1, 1]
// TWO: spat.channel_send %[[T]] channel %[[C0]] from %[[C1]] to %[[C0]] : tensor<2x4xf32>
// TWO-NOT: spat.channel_send
// TWO: return
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

// -----

// A program without graph computes is left unchanged.
// CHECK-LABEL: func.func @placed
// CHECK: spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32}
// TWO-LABEL: func.func @placed
func.func @placed(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = spat.scheduled_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %r = spat.relu %a : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %0 : tensor<1x4xf32>
}
