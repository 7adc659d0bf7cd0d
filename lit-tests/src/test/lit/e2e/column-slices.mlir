// Static column slices on one core: the right half of a 2x8 input (two 16-byte runs) goes
// through ReLU and is inserted over the left half of a copy of the input (the input is read
// again), and the sigmoid of the left half is inserted into the right half of x * x in place
// (its only use).
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --seed=3 | filecheck %s
// RUN: raptor-run %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --seed=3 --sim-seed=0..19 | filecheck %s --check-prefix=RANDOM
// CHECK: PASS: latency mode, greedy schedule
// RANDOM: PASS: latency mode, 20 randomized schedules (seeds 0..19)
func.func @main_graph(%x: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %0:2 = spat.scheduled_compute inputs(%x : tensor<2x8xf32>) -> tensor<2x8xf32>, tensor<2x8xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x8xf32>):
    %right = tensor.extract_slice %a[0, 4] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
    %r = spat.relu %right : tensor<2x4xf32>
    %copied = tensor.insert_slice %r into %a[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<2x8xf32>
    %left = tensor.extract_slice %a[0, 0] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
    %s = spat.sigmoid %left : tensor<2x4xf32>
    %sq = spat.vmul %a, %a : tensor<2x8xf32>
    %in_place = tensor.insert_slice %s into %sq[0, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<2x8xf32>
    spat.yield %copied, %in_place : tensor<2x8xf32>, tensor<2x8xf32>
  }
  return %0#0, %0#1 : tensor<2x8xf32>, tensor<2x8xf32>
}
