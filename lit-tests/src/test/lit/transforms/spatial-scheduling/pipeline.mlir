// schedule-and-realize-spatial with pipeline=2 (spec 3, 4.8 to 4.11): the two products read the
// function input, so they are in stage 0 (cores 0 and 1); the join is in stage 1 (core 3 of
// the layout, renumbered 2). Cross-stage data goes through the host buffer: each writer waits
// for its reader's FREE signal (register 0), stores and signals READY (the reader's registers 0
// and 1); the reader frees both writers at body entry, then gives the leader its restart
// permission (register 30), and waits READY before each load. Stage 0 ends with the central
// barrier on register 31 (core 1 signals the leader and waits for its release); the leader then
// waits the permission and releases the downstream root (register 31), which waits for it
// before restarting.
// RUN: raptor-opt %s --schedule-and-realize-spatial="core-count=4 crossbar-size=4 crossbar-count=2 pipeline=2" | filecheck %s
// RUN: not raptor-opt %s --schedule-and-realize-spatial="core-count=4 crossbar-size=4 crossbar-count=2 pipeline=4" 2>&1 | filecheck %s --check-prefix=STAGES

// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: attributes {pim.pipeline_host_buffer_bytes = 32 : i64}
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C30:.*]] = arith.constant 30 : index
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : index
// CHECK: spat.scheduled_compute {{.*}} attributes {coreId = 0 : i32}
// CHECK: %[[A:.*]] = spat.vmm
// CHECK-NEXT: spat.wait %[[C0]] value %[[C1]]
// CHECK-NEXT: spat.host_store_sync %[[A]] from %[[C0]] to %[[C2]] host_offset %[[C0]] event %[[C0]]
// CHECK-NEXT: spat.wait %[[C31]] value %[[C1]]
// CHECK-NEXT: spat.sync %[[C1]] event %[[C31]]
// CHECK-NEXT: spat.wait %[[C30]] value %[[C1]]
// CHECK-NEXT: spat.sync %[[C2]] event %[[C31]]
// CHECK-NEXT: spat.yield
// CHECK: spat.scheduled_compute {{.*}} attributes {coreId = 1 : i32}
// CHECK: %[[B:.*]] = spat.relu
// CHECK-NEXT: spat.wait %[[C0]] value %[[C1]]
// CHECK-NEXT: spat.host_store_sync %[[B]] from %[[C1]] to %[[C2]] host_offset %[[C16]] event %[[C1]]
// CHECK-NEXT: spat.sync %[[C0]] event %[[C31]]
// CHECK-NEXT: spat.wait %[[C31]] value %[[C1]]
// CHECK-NEXT: spat.yield
// CHECK: spat.scheduled_compute {{.*}} attributes {coreId = 2 : i32}
// CHECK-NEXT: ^bb0
// CHECK-NEXT: spat.sync %[[C0]] event %[[C0]]
// CHECK-NEXT: spat.sync %[[C1]] event %[[C0]]
// CHECK-NEXT: spat.sync %[[C0]] event %[[C30]]
// CHECK-NEXT: %[[X:.*]] = spat.host_wait_load from %[[C0]] to %[[C2]] host_offset %[[C0]] event %[[C0]] count %[[C1]]
// CHECK-NEXT: %[[Y:.*]] = spat.host_wait_load from %[[C1]] to %[[C2]] host_offset %[[C16]] event %[[C1]] count %[[C1]]
// CHECK-NEXT: spat.vadd %[[X]], %[[Y]]
// CHECK: spat.wait %[[C31]] value %[[C1]]
// CHECK-NEXT: spat.yield
// STAGES: error: pipeline scheduling: --pipeline=4 needs at least 4 graph computes, but the graph has 3
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
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
