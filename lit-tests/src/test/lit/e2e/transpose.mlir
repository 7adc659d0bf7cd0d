// A matrix transposed on a core (strided gathers) against the reference evaluator.
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=2 | filecheck %s
// CHECK: PASS: latency mode, greedy schedule
func.func @transpose(%arg0: tensor<3x5xf32>) -> tensor<5x3xf32> {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<3x5xf32>) -> tensor<5x3xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<3x5xf32>):
    %t = spat.transpose %a : tensor<3x5xf32> -> tensor<5x3xf32>
    %r = spat.relu %t : tensor<5x3xf32>
    spat.yield %r : tensor<5x3xf32>
  }
  return %0 : tensor<5x3xf32>
}
