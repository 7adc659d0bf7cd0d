// Convolution patches gathered on a core (pim.im2col, expanded into local moves by code
// generation) against the reference evaluator: channel 1 of a 1x2x5x5 input, a 3x3 window of
// stride 2 with one pixel of padding, output positions 2 to 6 of the 3x3 plane, two patches per
// row, patch elements 1 to 7; the padding and the columns past 14 keep the fill (-1).
// RUN: raptor-run %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --seed=3 | filecheck %s
// CHECK: PASS: latency mode, greedy schedule
func.func @main_graph(%x: tensor<1x2x5x5xf32>) -> tensor<3x15xf32> {
  %fill = arith.constant dense<-1.0> : tensor<3x15xf32>
  %0 = spat.scheduled_compute inputs(%x, %fill : tensor<1x2x5x5xf32>, tensor<3x15xf32>) -> tensor<3x15xf32> attributes {coreId = 0 : i32} {
  ^bb0(%in: tensor<1x2x5x5xf32>, %f: tensor<3x15xf32>):
    %p = spat.im2col %in into %f {channels = array<i64: 1, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 3, 3>, pads = array<i64: 1, 1>, patch = array<i64: 2, 1, 7>, positions = array<i64: 2, 5>, strides = array<i64: 2, 2>} : tensor<1x2x5x5xf32>, tensor<3x15xf32> -> tensor<3x15xf32>
    spat.yield %p : tensor<3x15xf32>
  }
  return %0 : tensor<3x15xf32>
}
