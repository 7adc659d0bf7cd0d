// One Spatial compute scheduled on core 0: relu(x * W), with W a 4x4 constant held on a crossbar.
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w = arith.constant dense<[[1.0, 0.0, 0.0, 2.0], [0.0, 1.0, 0.0, 0.0],
                             [0.0, 0.0, 1.0, 0.0], [-1.0, 0.0, 0.0, 1.0]]> : tensor<4x4xf32>
  %y = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = spat.relu %m : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %y : tensor<1x4xf32>
}
