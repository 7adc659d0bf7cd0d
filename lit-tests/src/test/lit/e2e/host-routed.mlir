// Spec 6.3 with the writer's FREE wait of spec 4.1: core 0 multiplies, waits until the reader
// freed the host buffer (FREE, event 1), stores the product and signals READY (event 0); core 1
// frees the buffer at body entry, waits for READY, loads the product and applies ReLU. Checked
// in latency mode and in throughput mode with four distinct inputs, under the greedy and
// randomized schedules.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --pipeline=2 --batch-size=4 --seed=4 --pim-detect-communication-deadlock | filecheck %s --check-prefix=THROUGHPUT
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --pipeline=2 --batch-size=4 --seed=4 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// THROUGHPUT: PASS: throughput mode, 4 inputs, greedy schedule
// RANDOM: PASS: throughput mode, 4 inputs, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32>
    attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.wait %c1 value %c1
    spat.yield %m : tensor<1x4xf32>
  }
  spat.host_store_sync %0 from %c0 to %c1 host_offset %c0 event %c0 : tensor<1x4xf32>
  %1 = spat.host_wait_load from %c0 to %c1 host_offset %c0 event %c0 count %c1 : tensor<1x4xf32>
  %2 = spat.scheduled_compute inputs(%1 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.sync %c0 event %c1
    %r = spat.relu %a : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %2 : tensor<1x4xf32>
}
