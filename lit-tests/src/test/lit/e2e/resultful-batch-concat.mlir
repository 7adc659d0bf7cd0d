// A compute batch whose lanes write two rows each (the lane's product and its ReLU, at row
// 2 * lane) into a 4x4 result that is returned after a one-row head from core 2, which also
// feeds the lanes over channels.
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --seed=4 --pim-detect-communication-deadlock | filecheck %s
// RUN: raptor-run %s --core-count=3 --crossbar-size=4 --crossbar-count=1 --seed=4 --batch-size=3 | filecheck %s --check-prefix=THROUGHPUT
// CHECK: PASS: latency mode, greedy schedule
// THROUGHPUT: PASS: throughput mode
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<5x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
  %head = spat.scheduled_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 2 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    %n = spat.vmul %a, %a : tensor<1x4xf32>
    spat.channel_send %a channel %c0 from %c2 to %c0 : tensor<1x4xf32>
    spat.channel_send %n channel %c1 from %c2 to %c1 : tensor<1x4xf32>
    %s = spat.vadd %a, %n : tensor<1x4xf32>
    spat.yield %s : tensor<1x4xf32>
  }
  %0 = spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) -> tensor<4x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %out: tensor<4x4xf32>):
    %in = spat.channel_receive channel %lane from %c2 to %lane : tensor<1x4xf32>
    %m = spat.vmm %wa, %in : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    %pair = spat.concat axis 0 (%m, %r) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
    %row = arith.muli %lane, %c2 : index
    spat.in_parallel {
      tensor.parallel_insert_slice %pair into %out[%row, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    }
  }
  %all = spat.concat axis 0 (%head, %0) : tensor<1x4xf32>, tensor<4x4xf32> -> tensor<5x4xf32>
  return %all : tensor<5x4xf32>
}
