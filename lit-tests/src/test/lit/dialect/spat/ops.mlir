// Every spat op in custom form; batch bodies end with their output arguments.
// The custom output (CHECK) and the generic output (GENERIC) are checked line by line; custom ->
// generic -> custom and custom -> custom print the same text.
// RUN: raptor-opt %s | filecheck %s --match-full-lines
// RUN: raptor-opt %s | raptor-opt | filecheck %s --match-full-lines
// RUN: raptor-opt %s --mlir-print-op-generic | raptor-opt | filecheck %s --match-full-lines
// RUN: raptor-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC --match-full-lines

// CHECK:      module {
// CHECK-NEXT: func.func @graph(%arg0: tensor<1x4xf32>, %arg1: tensor<2x4xf32>) -> (tensor<1x4xf32>, tensor<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
// CHECK-NEXT: %0 = spat.graph_compute weights(%cst : tensor<4x4xf32>) inputs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: ^bb0(%arg2: tensor<4x4xf32>, %arg3: tensor<1x4xf32>):
// CHECK-NEXT: %2 = spat.vmm %arg2, %arg3 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %3 = spat.vadd %2, %arg3 : tensor<1x4xf32>
// CHECK-NEXT: %4 = spat.vmul %3, %3 : tensor<1x4xf32>
// CHECK-NEXT: %5 = spat.vmax %4, %3 : tensor<1x4xf32>
// CHECK-NEXT: %6 = spat.relu %5 : tensor<1x4xf32>
// CHECK-NEXT: %7 = spat.sigmoid %6 : tensor<1x4xf32>
// CHECK-NEXT: %8 = spat.tanh %7 : tensor<1x4xf32>
// CHECK-NEXT: %9 = spat.softmax %8 : tensor<1x4xf32>
// CHECK-NEXT: spat.yield %9 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = spat.graph_compute_batch lanes(2) weights(%cst : tensor<4x4xf32>) inputs(%arg1 : tensor<2x4xf32>) -> tensor<2x4xf32> attributes {spat.preserve_compute_boundary} {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: tensor<4x4xf32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>):
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg2, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
// CHECK-NEXT: %2 = spat.vmm %arg3, %extracted_slice : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: spat.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %2 into %arg5[%arg2, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: spat.graph_compute_batch lanes(4) {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: spat.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : tensor<1x4xf32>, tensor<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scheduled(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = spat.extract_rows %arg0 : tensor<2x4xf32> -> tensor<1x4xf32>, tensor<1x4xf32>
// CHECK-NEXT: %1 = spat.scheduled_compute inputs(%0#0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
// CHECK-NEXT: ^bb0(%arg1: tensor<1x4xf32>):
// CHECK-NEXT: spat.yield %arg1 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: spat.channel_send %1 channel %c0 from %c0 to %c1 : tensor<1x4xf32>
// CHECK-NEXT: %2 = spat.channel_receive channel %c0 from %c0 to %c1 : tensor<1x4xf32>
// CHECK-NEXT: spat.host_store_sync %2 from %c0 to %c1 host_offset %c0 event %c0 : tensor<1x4xf32>
// CHECK-NEXT: %3 = spat.host_wait_load from %c0 to %c1 host_offset %c0 event %c0 count %c1 : tensor<1x4xf32>
// CHECK-NEXT: %4 = spat.scheduled_compute_batch lanes(2) inputs(%3 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreIds = array<i32: 0, 1>} {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: tensor<1x4xf32>, %arg3: tensor<1x4xf32>):
// CHECK-NEXT: spat.sync %c0 event %c1
// CHECK-NEXT: spat.wait %c1 value %c1
// CHECK-NEXT: spat.yield %arg2 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = spat.concat axis 0 (%4, %0#1) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
// CHECK-NEXT: return %5 : tensor<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @plans(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<1x256xf32> {
// CHECK-NEXT: %0 = spat.conv2d_plan %arg0, %arg1, %arg2 {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %1 = spat.conv2d_plan %arg0, %arg1 {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
// CHECK-NEXT: %2 = spat.bias_add_plan %0, %arg2 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %3 = spat.relu_plan %2 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %4 = spat.silu_plan %3 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %5 = spat.add_plan %3, %4 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %6 = spat.max_pool2d_plan %5 {kernel_shape = array<i64: 2, 2>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT: %7 = spat.resize_nearest_plan %6 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %8 = spat.global_average_pool_plan %7 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32>
// CHECK-NEXT: %9 = spat.concat_plan %7, %5 {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: %10 = spat.materialize_layout %6 from <DenseNCHW> to <NHWCRowStrip> {logicalLayout = #spat.logical_layout<NCHW>} : tensor<1x4x4x4xf32>
// CHECK-NEXT: %11 = spat.blueprint %10, %6 mode<fragment_assembly> layout<NHWCRowStrip> : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x8x4x4xf32>
// CHECK-NEXT: %12 = spat.flatten_plan %7 {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x256xf32>
// CHECK-NEXT: return %12 : tensor<1x256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x4xf32>, tensor<2x4xf32>) -> (tensor<1x4xf32>, tensor<2x4xf32>), sym_name = "graph"}> ({
// GENERIC-NEXT: ^bb0(%arg8: tensor<1x4xf32>, %arg9: tensor<2x4xf32>):
// GENERIC-NEXT: %21 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
// GENERIC-NEXT: %22 = "spat.graph_compute"(%21, %arg8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg15: tensor<4x4xf32>, %arg16: tensor<1x4xf32>):
// GENERIC-NEXT: %26 = "spat.vmm"(%arg15, %arg16) : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %27 = "spat.vadd"(%26, %arg16) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %28 = "spat.vmul"(%27, %27) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %29 = "spat.vmax"(%28, %27) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %30 = "spat.relu"(%29) : (tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %31 = "spat.sigmoid"(%30) : (tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %32 = "spat.tanh"(%31) : (tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %33 = "spat.softmax"(%32) : (tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: "spat.yield"(%33) : (tensor<1x4xf32>) -> ()
// GENERIC-NEXT: }) : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %23 = "spat.graph_compute_batch"(%21, %arg9) <{laneCount = 2 : i32, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg11: index, %arg12: tensor<4x4xf32>, %arg13: tensor<2x4xf32>, %arg14: tensor<2x4xf32>):
// GENERIC-NEXT: %24 = "tensor.extract_slice"(%arg13, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, index) -> tensor<1x4xf32>
// GENERIC-NEXT: %25 = "spat.vmm"(%arg12, %24) : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: "spat.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%25, %arg14, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<2x4xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {spat.preserve_compute_boundary} : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// GENERIC-NEXT: "spat.graph_compute_batch"() <{laneCount = 4 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg10: index):
// GENERIC-NEXT: "spat.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"(%22, %23) : (tensor<1x4xf32>, tensor<2x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "scheduled"}> ({
// GENERIC-NEXT: ^bb0(%arg3: tensor<2x4xf32>):
// GENERIC-NEXT: %13 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %14 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: %15:2 = "spat.extract_rows"(%arg3) : (tensor<2x4xf32>) -> (tensor<1x4xf32>, tensor<1x4xf32>)
// GENERIC-NEXT: %16 = "spat.scheduled_compute"(%15#0) <{coreId = 0 : i32, operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: tensor<1x4xf32>):
// GENERIC-NEXT: "spat.yield"(%arg7) : (tensor<1x4xf32>) -> ()
// GENERIC-NEXT: }) : (tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: "spat.channel_send"(%13, %13, %14, %16) : (index, index, index, tensor<1x4xf32>) -> ()
// GENERIC-NEXT: %17 = "spat.channel_receive"(%13, %13, %14) : (index, index, index) -> tensor<1x4xf32>
// GENERIC-NEXT: "spat.host_store_sync"(%13, %14, %13, %13, %17) : (index, index, index, index, tensor<1x4xf32>) -> ()
// GENERIC-NEXT: %18 = "spat.host_wait_load"(%13, %14, %13, %13, %14) : (index, index, index, index, index) -> tensor<1x4xf32>
// GENERIC-NEXT: %19 = "spat.scheduled_compute_batch"(%18) <{coreIds = array<i32: 0, 1>, laneCount = 2 : i32, operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: tensor<1x4xf32>, %arg6: tensor<1x4xf32>):
// GENERIC-NEXT: "spat.sync"(%13, %14) : (index, index) -> ()
// GENERIC-NEXT: "spat.wait"(%14, %14) : (index, index) -> ()
// GENERIC-NEXT: "spat.yield"(%arg5) : (tensor<1x4xf32>) -> ()
// GENERIC-NEXT: }) : (tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %20 = "spat.concat"(%19, %15#1) <{axis = 0 : i64}> : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
// GENERIC-NEXT: "func.return"(%20) : (tensor<2x4xf32>) -> ()
// GENERIC-NEXT: }) {pim.pipeline_host_buffer_bytes = 16 : i64} : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x256xf32>, sym_name = "plans"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>):
// GENERIC-NEXT: %0 = "spat.conv2d_plan"(%arg0, %arg1, %arg2) <{dilations = array<i64: 1, 1>, group = 1 : i64, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
// GENERIC-NEXT: %1 = "spat.conv2d_plan"(%arg0, %arg1) <{dilations = array<i64: 1, 1>, group = 1 : i64, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>}> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
// GENERIC-NEXT: %2 = "spat.bias_add_plan"(%0, %arg2) <{logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x8x8xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
// GENERIC-NEXT: %3 = "spat.relu_plan"(%2) <{logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// GENERIC-NEXT: %4 = "spat.silu_plan"(%3) <{logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// GENERIC-NEXT: %5 = "spat.add_plan"(%3, %4) <{logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// GENERIC-NEXT: %6 = "spat.max_pool2d_plan"(%5) <{kernel_shape = array<i64: 2, 2>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>}> : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
// GENERIC-NEXT: %7 = "spat.resize_nearest_plan"(%6) <{logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x4x4xf32>) -> tensor<1x4x8x8xf32>
// GENERIC-NEXT: %8 = "spat.global_average_pool_plan"(%7) <{logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32>
// GENERIC-NEXT: %9 = "spat.concat_plan"(%7, %5) <{axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x8x8x8xf32>
// GENERIC-NEXT: %10 = "spat.materialize_layout"(%6) <{logicalLayout = #spat.logical_layout<NCHW>, sourcePhysicalLayout = #spat.physical_layout<DenseNCHW>, targetPhysicalLayout = #spat.physical_layout<NHWCRowStrip>}> : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// GENERIC-NEXT: %11 = "spat.blueprint"(%10, %6) <{mode = #spat.blueprint_mode<fragment_assembly>, physicalLayout = #spat.physical_layout<NHWCRowStrip>}> : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x8x4x4xf32>
// GENERIC-NEXT: %12 = "spat.flatten_plan"(%7) <{axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>}> : (tensor<1x4x8x8xf32>) -> tensor<1x256xf32>
// GENERIC-NEXT: "func.return"(%12) : (tensor<1x256xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @graph(%x: tensor<1x4xf32>, %y: tensor<2x4xf32>) -> (tensor<1x4xf32>, tensor<2x4xf32>) {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = spat.graph_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %a = spat.vadd %m, %xa : tensor<1x4xf32>
    %b = spat.vmul %a, %a : tensor<1x4xf32>
    %c = spat.vmax %b, %a : tensor<1x4xf32>
    %r = spat.relu %c : tensor<1x4xf32>
    %s = spat.sigmoid %r : tensor<1x4xf32>
    %t = spat.tanh %s : tensor<1x4xf32>
    %u = spat.softmax %t : tensor<1x4xf32>
    spat.yield %u : tensor<1x4xf32>
  }
  %1 = spat.graph_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%y : tensor<2x4xf32>) -> tensor<2x4xf32> attributes {spat.preserve_compute_boundary} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %ya: tensor<2x4xf32>, %out: tensor<2x4xf32>):
    %row = tensor.extract_slice %ya[%lane, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  spat.graph_compute_batch lanes(4) {
  ^bb0(%lane: index):
    spat.yield
  }
  return %0, %1 : tensor<1x4xf32>, tensor<2x4xf32>
}

func.func @scheduled(%x: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows:2 = spat.extract_rows %x : tensor<2x4xf32> -> tensor<1x4xf32>, tensor<1x4xf32>
  %0 = spat.scheduled_compute inputs(%rows#0 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield %a : tensor<1x4xf32>
  }
  spat.channel_send %0 channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  %1 = spat.channel_receive channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  spat.host_store_sync %1 from %c0 to %c1 host_offset %c0 event %c0 : tensor<1x4xf32>
  %2 = spat.host_wait_load from %c0 to %c1 host_offset %c0 event %c0 count %c1 : tensor<1x4xf32>
  %3 = spat.scheduled_compute_batch lanes(2) inputs(%2 : tensor<1x4xf32>) -> tensor<1x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %a: tensor<1x4xf32>, %out: tensor<1x4xf32>):
    spat.sync %c0 event %c1
    spat.wait %c1 value %c1
    spat.yield %a : tensor<1x4xf32>
  }
  %4 = spat.concat axis 0 (%3, %rows#1) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
  return %4 : tensor<2x4xf32>
}

func.func @plans(%img: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x256xf32> {
  %0 = spat.conv2d_plan %img, %w, %b {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %1 = spat.conv2d_plan %img, %w {dilations = array<i64: 1, 1>, group = 1 : i64, kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
  %2 = spat.bias_add_plan %0, %b {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %3 = spat.relu_plan %2 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %4 = spat.silu_plan %3 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %5 = spat.add_plan %3, %4 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %6 = spat.max_pool2d_plan %5 {kernel_shape = array<i64: 2, 2>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32>
  %7 = spat.resize_nearest_plan %6 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x8x8xf32>
  %8 = spat.global_average_pool_plan %7 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x1x1xf32>
  %9 = spat.concat_plan %7, %5 {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x8x8x8xf32>
  %10 = spat.materialize_layout %6 from <DenseNCHW> to <NHWCRowStrip> {logicalLayout = #spat.logical_layout<NCHW>} : tensor<1x4x4x4xf32>
  %11 = spat.blueprint %10, %6 mode<fragment_assembly> layout<NHWCRowStrip> : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x8x4x4xf32>
  %12 = spat.flatten_plan %7 {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x4x8x8xf32>) -> tensor<1x256xf32>
  return %12 : tensor<1x256xf32>
}
