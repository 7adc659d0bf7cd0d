// Each error of the two passes: located at the op, non-zero exit.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --lower-spatial-plans

func.func @main_graph(%x: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error@+1 {{'spat.relu_plan' has no selected layout (run spatial-layout-planning first)}}
  %r = spat.relu_plan %x {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

// -----

func.func @main_graph(%x: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error@+1 {{'spat.relu_plan' has selected layout NHWCRowStrip, which no alternative produces from operand layouts (DenseNCHW)}}
  %r = spat.relu_plan %x {logicalLayout = #spat.logical_layout<NCHW>, spat.selected_layout = #spat.physical_layout<NHWCRowStrip>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %o = spat.relu_plan %r {logicalLayout = #spat.logical_layout<NCHW>, spat.selected_layout = #spat.physical_layout<NHWCRowStrip>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %o : tensor<1x2x2x2xf32>
}

// -----

func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>, spat.selected_layout = #spat.physical_layout<NHWCRowStrip>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  // expected-error@+1 {{'func.return' uses a NHWCRowStrip value without a materialization to DenseNCHW}}
  return %p : tensor<1x2x2x2xf32>
}

// -----

func.func @main_graph(%x: tensor<1x2x2x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error@+1 {{'spat.bias_add_plan' requires a host-constant f32 bias}}
  %r = spat.bias_add_plan %x, %b {logicalLayout = #spat.logical_layout<NCHW>, spat.selected_layout = #spat.physical_layout<DenseNCHW>} : (tensor<1x2x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

// -----

func.func @main_graph(%x: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error@+1 {{'spat.materialize_layout' unsupported Spatial layout materialization direction Fragmented to DenseNCHW}}
  %m = spat.materialize_layout %x from <Fragmented> to <DenseNCHW> {logicalLayout = #spat.logical_layout<NCHW>} : tensor<1x2x2x2xf32>
  return %m : tensor<1x2x2x2xf32>
}

// -----

func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x1x1xf32> {
  %r = spat.global_average_pool_plan %x {logicalLayout = #spat.logical_layout<NCHW>, spat.selected_layout = #spat.physical_layout<DenseNCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x1x1xf32>
  // expected-error@-1 {{'spat.global_average_pool_plan' has no lowering to Spatial computes yet}}
  return %r : tensor<1x2x1x1xf32>
}

// -----

// expected-error@+1 {{failed to locate the Pim entry function during Spatial plan lowering}}
module {
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
}
