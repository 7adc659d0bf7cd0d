// Each spat verifier error, one case per chunk.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics

func.func @arg_count(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.graph_compute' op expects 1 body arguments (one per operand), but the body has 0}}
  %0 = spat.graph_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
    %y = test.op -> tensor<1x4xf32>
    spat.yield %y : tensor<1x4xf32>
  }
  return
}

// -----

func.func @arg_type(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.graph_compute' op body argument #0 has type 'tensor<1x8xf32>', but its operand has type 'tensor<1x4xf32>'}}
  %0 = spat.graph_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%a: tensor<1x8xf32>):
    %y = test.op -> tensor<1x4xf32>
    spat.yield %y : tensor<1x4xf32>
  }
  return
}

// -----

func.func @yield_count(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.scheduled_compute' op has 1 results, but its body yields 0 values}}
  %0 = spat.scheduled_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield
  }
  return
}

// -----

func.func @yield_type(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.scheduled_compute' op result #0 has type 'tensor<1x8xf32>', but the body yields 'tensor<1x4xf32>'}}
  %0 = spat.scheduled_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x8xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  return
}

// -----

func.func @negative_core(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.scheduled_compute' op attribute 'coreId' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  spat.scheduled_compute inputs(%x : tensor<1x4xf32>) attributes {coreId = -1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield
  }
  return
}

// -----

func.func @missing_core(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.scheduled_compute' op requires attribute 'coreId'}}
  spat.scheduled_compute inputs(%x : tensor<1x4xf32>) {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield
  }
  return
}

// -----

func.func @zero_lanes() {
  // expected-error@+1 {{'spat.graph_compute_batch' op attribute 'laneCount' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  spat.graph_compute_batch lanes(0) {
  ^bb0(%lane: index):
    spat.yield
  }
  return
}

// -----

func.func @lane_not_index() {
  // expected-error@+1 {{'spat.graph_compute_batch' op expects the first body argument to be the 'index' lane, but it is 'i32'}}
  spat.graph_compute_batch lanes(2) {
  ^bb0(%lane: i32):
    spat.yield
  }
  return
}

// -----

func.func @core_ids_per_lane() {
  // expected-error@+1 {{'spat.scheduled_compute_batch' op expects one core id per lane (2), but got 1}}
  spat.scheduled_compute_batch lanes(2) attributes {coreIds = array<i32: 0>} {
  ^bb0(%lane: index):
    spat.yield
  }
  return
}

// -----

func.func @negative_core_ids() {
  // expected-error@+1 {{'spat.scheduled_compute_batch' op attribute 'coreIds' failed to satisfy constraint: i32 dense array attribute whose every element is non-negative}}
  spat.scheduled_compute_batch lanes(1) attributes {coreIds = array<i32: -3>} {
  ^bb0(%lane: index):
    spat.yield
  }
  return
}

// -----

func.func @batch_yield_count(%x: tensor<2x4xf32>) {
  // expected-error@+1 {{'spat.graph_compute_batch' op has 1 results, but its body yields 0 values}}
  %0 = spat.graph_compute_batch lanes(2) inputs(%x : tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%lane: index, %a: tensor<2x4xf32>, %out: tensor<2x4xf32>):
    spat.yield
  }
  return
}

// -----

func.func @batch_output_missing(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.scheduled_compute_batch' op expects 3 body arguments (the lane, one per operand, one per result), but the body has 2}}
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%x : tensor<1x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<1x4xf32>):
    spat.in_parallel {
    }
  }
  return
}

// -----

func.func @batch_output_type(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.scheduled_compute_batch' op body argument #2 has type 'tensor<1x4xf32>', but its result has type 'tensor<2x4xf32>'}}
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%x : tensor<1x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<1x4xf32>):
    spat.in_parallel {
      tensor.parallel_insert_slice %a into %out[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<1x4xf32>
    }
  }
  return
}

// -----

func.func @batch_output_read(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.graph_compute_batch' op may only use output body argument #2 as the destination of a parallel insertion in its terminator, but 'tensor.extract_slice' uses it}}
  %0 = spat.graph_compute_batch lanes(2) inputs(%x : tensor<1x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<2x4xf32>):
    // expected-note@+1 {{used here}}
    %old = tensor.extract_slice %out[%lane, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %sum = spat.vadd %old, %a : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %sum into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return
}

// -----

func.func @insert_into_input(%x: tensor<2x4xf32>) {
  %0 = spat.graph_compute_batch lanes(2) inputs(%x : tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%lane: index, %a: tensor<2x4xf32>, %out: tensor<2x4xf32>):
    %row = tensor.extract_slice %a[%lane, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    spat.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %row into %a[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return
}

// -----

func.func @insert_outside_in_parallel(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.graph_compute_batch' op may only use output body argument #2 as the destination of a parallel insertion in its terminator, but 'tensor.parallel_insert_slice' uses it}}
  %0 = spat.graph_compute_batch lanes(2) inputs(%x : tensor<1x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<2x4xf32>):
    // expected-note@+1 {{used here}}
    tensor.parallel_insert_slice %a into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    spat.in_parallel {
    }
  }
  return
}

// -----

func.func @output_as_insertion_source(%x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.graph_compute_batch' op may only use output body argument #2 as the destination of a parallel insertion in its terminator, but 'tensor.parallel_insert_slice' uses it}}
  %0:2 = spat.graph_compute_batch lanes(2) inputs(%x : tensor<1x4xf32>) -> tensor<2x4xf32>, tensor<4x4xf32> {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<2x4xf32>, %big: tensor<4x4xf32>):
    spat.in_parallel {
      // expected-note@+1 {{used here}}
      tensor.parallel_insert_slice %out into %big[%lane, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    }
  }
  return
}

// -----

func.func @in_parallel_only_insertions(%x: tensor<1x4xf32>) {
  %0 = spat.graph_compute_batch lanes(2) inputs(%x : tensor<1x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<2x4xf32>):
    // expected-error@+1 {{'spat.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    spat.in_parallel {
      %r = spat.relu %a : tensor<1x4xf32>
    }
  }
  return
}

// -----

func.func @yield_outside() {
  // expected-error@+1 {{'spat.yield' op expects parent op to be one of 'spat.graph_compute, spat.graph_compute_batch, spat.scheduled_compute, spat.scheduled_compute_batch'}}
  spat.yield
}

// -----

func.func @in_parallel_outside_batch() {
  spat.graph_compute {
    // expected-error@+1 {{'spat.in_parallel' op expects parent op to be one of 'spat.graph_compute_batch, spat.scheduled_compute_batch'}}
    spat.in_parallel {
      test.use
    }
  }
  return
}

// -----

func.func @unranked(%x: tensor<*xf32>) {
  // expected-error@+1 {{'spat.relu' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = spat.relu %x : tensor<*xf32>
  return
}

// -----

func.func @vmm_inner(%w: tensor<4x4xf32>, %x: tensor<1x8xf32>) {
  // expected-error@+1 {{'spat.vmm' op input has 8 columns, but the weight has 4 rows}}
  %0 = spat.vmm %w, %x : tensor<4x4xf32>, tensor<1x8xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @vmm_columns(%w: tensor<4x4xf32>, %x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.vmm' op output has 8 columns, but the weight has 4 columns}}
  %0 = spat.vmm %w, %x : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
  return
}

// -----

func.func @vmm_rows(%w: tensor<4x4xf32>, %x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.vmm' op output has 2 rows, but the input has 1 rows}}
  %0 = spat.vmm %w, %x : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @vmm_rank(%w: tensor<4x4x4xf32>, %x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.vmm' op expects a 2-D weight, but got 'tensor<4x4x4xf32>'}}
  %0 = spat.vmm %w, %x : tensor<4x4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @vmm_element(%w: tensor<4x4xi8>, %x: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.vmm' op expects one element type, but got 'i8' and 'f32'}}
  %0 = spat.vmm %w, %x : tensor<4x4xi8>, tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @vadd_types(%a: tensor<1x4xf32>, %b: tensor<1x8xf32>) {
  // expected-error@+1 {{'spat.vadd' op requires the same type for all operands and results}}
  %0 = "spat.vadd"(%a, %b) : (tensor<1x4xf32>, tensor<1x8xf32>) -> tensor<1x4xf32>
  return
}

// -----

func.func @concat_axis(%a: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.concat' op axis 2 is out of range for rank 2}}
  %0 = spat.concat axis 2 (%a, %a) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @concat_sum(%a: tensor<1x4xf32>) {
  // expected-error@+1 {{'spat.concat' op output has size 3 along axis 0, but the inputs add up to 2}}
  %0 = spat.concat axis 0 (%a, %a) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @concat_other_dim(%a: tensor<1x4xf32>, %b: tensor<1x5xf32>) {
  // expected-error@+1 {{'spat.concat' op input #1 has size 5 in dimension 1, but the output has 4}}
  %0 = spat.concat axis 0 (%a, %b) : tensor<1x4xf32>, tensor<1x5xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<1x4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'spat.concat' op input #1 has rank 1, but the output has rank 2}}
  %0 = spat.concat axis 0 (%a, %b) : tensor<1x4xf32>, tensor<4xf32> -> tensor<2x4xf32>
  return
}

// -----

func.func @concat_empty() {
  // expected-error@+1 {{'spat.concat' op expects at least one input}}
  %0 = "spat.concat"() <{axis = 0 : i64}> : () -> tensor<2x4xf32>
  return
}

// -----

func.func @extract_rows_count(%x: tensor<3x4xf32>) {
  // expected-error@+1 {{'spat.extract_rows' op expects one result per row (3), but has 2}}
  %0:2 = spat.extract_rows %x : tensor<3x4xf32> -> tensor<1x4xf32>, tensor<1x4xf32>
  return
}

// -----

func.func @extract_rows_type(%x: tensor<2x4xf32>) {
  // expected-error@+1 {{'spat.extract_rows' op result #1 must be 'tensor<1x4xf32>', but got 'tensor<4xf32>'}}
  %0:2 = spat.extract_rows %x : tensor<2x4xf32> -> tensor<1x4xf32>, tensor<4xf32>
  return
}

// -----

func.func @extract_rows_dynamic(%x: tensor<?x4xf32>) {
  // expected-error@+1 {{'spat.extract_rows' op expects an input with a static first dimension, but got 'tensor<?x4xf32>'}}
  %0 = spat.extract_rows %x : tensor<?x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @send_core_type(%x: tensor<1x4xf32>, %c: index, %i: i32) {
  // expected-error@+1 {{'spat.channel_send' op operand #2 must be index, but got 'i32'}}
  "spat.channel_send"(%c, %c, %i, %x) : (index, index, i32, tensor<1x4xf32>) -> ()
  return
}

// -----

func.func @wait_load_result(%c: index) {
  // expected-error@+1 {{'spat.host_wait_load' op result #0 must be ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "spat.host_wait_load"(%c, %c, %c, %c, %c) : (index, index, index, index, index) -> memref<4xf32>
  return
}

// -----

func.func @conv_channels(%x: tensor<1x3x8x8xf32>, %w: tensor<4x2x3x3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op input has 3 channels, but the weight expects 2 per group times 1 groups}}
  %0 = spat.conv2d_plan %x, %w {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @conv_filters(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op output has 5 channels, but the weight has 4 filters}}
  %0 = spat.conv2d_plan %x, %w {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x5x8x8xf32>
  return
}

// -----

func.func @conv_window(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op output has size 8 in spatial dimension 0, but the window gives 6}}
  %0 = spat.conv2d_plan %x, %w {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @conv_kernel(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op kernel_shape does not match the weight's spatial sizes 3x3}}
  %0 = spat.conv2d_plan %x, %w {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 5, 5>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @conv_pads(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op expects 4 values in 'pads', but got 2}}
  %0 = spat.conv2d_plan %x, %w {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @conv_bias(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op expects a bias of 4 elements, but got 'tensor<3xf32>'}}
  %0 = spat.conv2d_plan %x, %w, %b {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @conv_group(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op attribute 'group' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = spat.conv2d_plan %x, %w {dilations = array<i64: 1, 1>, group = 0 : i64, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @conv_rank(%x: tensor<3x8x8xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error@+1 {{'spat.conv2d_plan' op expects a 4-D input, but got 'tensor<3x8x8xf32>'}}
  %0 = spat.conv2d_plan %x, %w {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @plan_missing_layout(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.relu_plan' op requires attribute 'logicalLayout'}}
  %0 = spat.relu_plan %x : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @plan_bad_layout(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{expected one of [NCHW] for logical_layout, but got 'NHWC'}}
  %0 = spat.relu_plan %x {logicalLayout = #spat.logical_layout<NHWC>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @plan_wrong_attr_kind(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.relu_plan' op attribute 'logicalLayout' failed to satisfy constraint: Spatial logical layout}}
  %0 = spat.relu_plan %x {logicalLayout = #spat.physical_layout<DenseNCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @flatten_shape(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.flatten_plan' op expects an output of shape [4, 64], but got 'tensor<1x256xf32>'}}
  %0 = spat.flatten_plan %x {axis = 2 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x256xf32>
  return
}

// -----

func.func @flatten_axis(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.flatten_plan' op axis 5 is out of range for rank 4}}
  %0 = spat.flatten_plan %x {axis = 5 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x256xf32>
  return
}

// -----

func.func @max_pool_window(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.max_pool2d_plan' op output has size 8 in spatial dimension 0, but the window gives 4}}
  %0 = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @max_pool_stride(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.max_pool2d_plan' op expects positive kernel sizes, strides and dilations and non-negative pads}}
  %0 = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 0, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @global_pool(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.global_average_pool_plan' op expects an output of shape [N, C, 1, 1] for input 'tensor<1x4x8x8xf32>', but got 'tensor<1x4x2x2xf32>'}}
  %0 = spat.global_average_pool_plan %x {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x2x2xf32>
  return
}

// -----

func.func @bias_add(%x: tensor<1x4x8x8xf32>, %b: tensor<8xf32>) {
  // expected-error@+1 {{'spat.bias_add_plan' op expects a bias of 4 elements, but got 'tensor<8xf32>'}}
  %0 = spat.bias_add_plan %x, %b {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<8xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @resize(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.resize_nearest_plan' op expects the output to keep the input's batch and channels}}
  %0 = spat.resize_nearest_plan %x {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x2x16x16xf32>
  return
}

// -----

func.func @concat_plan(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.concat_plan' op input #0 has size 8 in dimension 2, but the output has 16}}
  %0 = spat.concat_plan %x, %x {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x16x8xf32>
  return
}

// -----

func.func @materialize_rank(%x: tensor<4x8xf32>) {
  // expected-error@+1 {{'spat.materialize_layout' op expects a 4-D tensor for a non-dense layout, but got 'tensor<4x8xf32>'}}
  %0 = spat.materialize_layout %x from <DenseNCHW> to <NCHWRowStrip> {logicalLayout = #spat.logical_layout<NCHW>} : tensor<4x8xf32>
  return
}

// -----

func.func @blueprint_view(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'spat.blueprint' op expects exactly one input in physical_view mode, but got 2}}
  %0 = spat.blueprint %x, %x mode<physical_view> layout<NHWCRowStrip> : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @blueprint_empty() {
  // expected-error@+1 {{'spat.blueprint' op expects at least one fragment in fragment_assembly mode}}
  %0 = spat.blueprint mode<fragment_assembly> layout<Fragmented> : () -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @blueprint_element(%x: tensor<1x4x8x8xi8>) {
  // expected-error@+1 {{'spat.blueprint' op expects one element type, but got 'i8' and 'f32'}}
  %0 = spat.blueprint %x mode<fragment_assembly> layout<Fragmented> : (tensor<1x4x8x8xi8>) -> tensor<1x4x8x8xf32>
  return
}

// -----

func.func @transpose_shape(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'spat.transpose' op expects the result type to be the input's with its dimensions swapped, but got 'tensor<2x3xf32>' and 'tensor<2x3xf32>'}}
  %0 = spat.transpose %x : tensor<2x3xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @transpose_rank(%x: tensor<2x3x4xf32>) {
  // expected-error@+1 {{'spat.transpose' op expects a 2-D input and result, but got 'tensor<2x3x4xf32>' and 'tensor<4x3x2xf32>'}}
  %0 = spat.transpose %x : tensor<2x3x4xf32> -> tensor<4x3x2xf32>
  return
}

// -----

func.func @im2col_fill(%x: tensor<1x1x4x4xf32>, %fill: tensor<4x8xf32>) {
  // expected-error@+1 {{'spat.im2col' op expects the fill to have the result type, but got 'tensor<4x8xf32>' and 'tensor<4x9xf32>'}}
  %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<4x8xf32> -> tensor<4x9xf32>
  return
}

// -----

func.func @im2col_rank(%x: tensor<4x4xf32>, %fill: tensor<4x9xf32>) {
  // expected-error@+1 {{'spat.im2col' op expects a statically shaped 4-D input}}
  %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
  return
}

// -----

func.func @im2col_stride(%x: tensor<1x1x4x4xf32>, %fill: tensor<4x9xf32>) {
  // expected-error@+1 {{'spat.im2col' op expects strides to be two positive values, but got [0, 1]}}
  %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 0, 1>} : tensor<1x1x4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
  return
}

// -----

func.func @im2col_channels(%x: tensor<1x1x4x4xf32>, %fill: tensor<4x9xf32>) {
  // expected-error@+1 {{'spat.im2col' op channels [1, 1] exceed the input's 1}}
  %p = spat.im2col %x into %fill {channels = array<i64: 1, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
  return
}

// -----

func.func @im2col_positions(%x: tensor<1x1x4x4xf32>, %fill: tensor<4x9xf32>) {
  // expected-error@+1 {{'spat.im2col' op positions [1, 4] exceed the 4 output positions}}
  %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 1, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
  return
}

// -----

func.func @im2col_rows(%x: tensor<1x1x4x4xf32>, %fill: tensor<3x9xf32>) {
  // expected-error@+1 {{'spat.im2col' op expects a result of 4 rows and at least 9 columns, but got 3x9}}
  %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<3x9xf32> -> tensor<3x9xf32>
  return
}

// -----

func.func @im2col_offset(%x: tensor<1x1x4x4xf32>, %fill: tensor<4x9xf32>) {
  // expected-error@+1 {{'spat.im2col' op kOffset 9 is not below the patch length 9}}
  %p = spat.im2col %x into %fill {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 9, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : tensor<1x1x4x4xf32>, tensor<4x9xf32> -> tensor<4x9xf32>
  return
}

// -----

func.func @im2col_nhwc_channels(%x: tensor<1x4x4x3xf32>, %fill: tensor<9x4xf32>) {
  // expected-error@+1 {{'spat.im2col' op channels [2, 2] exceed the input's 3}}
  %p = spat.im2col %x into %fill {channels = array<i64: 2, 2>, channelsLast, dilations = array<i64: 1, 1>, kernel = array<i64: 1, 1>, outSize = array<i64: 3, 3>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 2>, positions = array<i64: 0, 9>, strides = array<i64: 1, 1>} : tensor<1x4x4x3xf32>, tensor<9x4xf32> -> tensor<9x4xf32>
  return
}

// -----

func.func @transpose_plan_perm(%x: tensor<1x2x3x4xf32>) {
  // expected-error@+1 {{'spat.transpose_plan' op expects a permutation of [0, 4), but got 1 at position 2}}
  %t = spat.transpose_plan %x {logicalLayout = #spat.logical_layout<NCHW>, perm = array<i64: 0, 1, 1, 2>} : (tensor<1x2x3x4xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @transpose_plan_shape(%x: tensor<1x2x3x4xf32>) {
  // expected-error@+1 {{'spat.transpose_plan' op output dimension 1 has size 4, but input dimension 2 has size 3}}
  %t = spat.transpose_plan %x {logicalLayout = #spat.logical_layout<NCHW>, perm = array<i64: 0, 2, 3, 1>} : (tensor<1x2x3x4xf32>) -> tensor<1x4x3x2xf32>
  return
}
