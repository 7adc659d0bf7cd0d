// Each pim verifier error, one case per chunk; unaligned_address is the 'address = 2' case of the
// Pim verification tests, caught here already.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics

func.func @core_arguments(%w: tensor<4x4xf32>) {
  // expected-error@+1 {{'pim.core' op expects 1 body arguments (one per operand), but the body has 0}}
  pim.core weights(%w : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
    pim.halt
  }
  return
}

// -----

func.func @core_argument_type(%w: tensor<4x4xf32>) {
  // expected-error@+1 {{'pim.core' op body argument #0 has type 'memref<4x4xf32>', but its operand has type 'tensor<4x4xf32>'}}
  pim.core weights(%w : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%a: memref<4x4xf32>):
    pim.halt
  }
  return
}

// -----

func.func @core_id_negative() {
  // expected-error@+1 {{'pim.core' op attribute 'coreId' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  pim.core attributes {coreId = -1 : i32} {
    pim.halt
  }
  return
}

// -----

func.func @core_id_missing() {
  // expected-error@+1 {{'pim.core' op requires attribute 'coreId'}}
  pim.core {
    pim.halt
  }
  return
}

// -----

func.func @core_batch_ids() {
  // expected-error@+1 {{'pim.core_batch' op expects one core id per lane (3), but got 2}}
  pim.core_batch lanes(3) attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index):
    pim.halt
  }
  return
}

// -----

func.func @core_batch_lane() {
  // expected-error@+1 {{'pim.core_batch' op expects 1 body arguments (the lane, one per operand), but the body has 0}}
  pim.core_batch lanes(1) attributes {coreIds = array<i32: 0>} {
    pim.halt
  }
  return
}

// -----

func.func @halt_outside() {
  // expected-error@+1 {{'pim.halt' op expects parent op to be one of 'pim.core, pim.core_batch'}}
  pim.halt
}

// -----

func.func @address_type() {
  pim.core attributes {coreId = 0 : i32} {
    // expected-error@+1 {{'memref.alloc' op expects 'pim.local_memory_address' to be an i64 integer}}
    %b = memref.alloc() {pim.local_memory_address = 8 : i32} : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

func.func @memory_size() {
  // expected-error@+1 {{'pim.core' op local memory size 4294967296 is outside [0, 2147483647]}}
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 4294967296 : i64} {
    pim.halt
  }
  return
}

// -----

func.func @vmm_weight_not_core_weight(%w: tensor<4x4xf32>, %x: tensor<1x4xf32>) {
  pim.core attributes {coreId = 0 : i32} {
    // expected-error@+1 {{'pim.vmm' op expects the weight to be a weight argument of the enclosing 'pim.core'}}
    %0 = pim.vmm %w, %x into %x : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  return
}

// -----

func.func @vmm_lane_is_not_weight(%x: tensor<1x4xf32>) {
  pim.core_batch lanes(1) attributes {coreIds = array<i32: 0>} {
  ^bb0(%lane: index):
    // expected-error@+1 {{'pim.vmm' op operand #0 must be ranked tensor or memref, but got 'index'}}
    %0 = "pim.vmm"(%lane, %x, %x) : (index, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    pim.halt
  }
  return
}

// -----

func.func @vmm_shape(%w: tensor<4x8xf32>, %x: tensor<1x4xf32>) {
  // expected-error@+1 {{'pim.vmm' op output has 4 columns, but the weight has 8 columns}}
  %0 = pim.vmm %w, %x into %x : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @mvm_shape(%w: tensor<4x4xf32>, %x: tensor<1x4xf32>) {
  // expected-error@+1 {{'pim.mvm' op input has 1 rows, but the weight has 4 columns}}
  %0 = pim.mvm %w, %x into %x : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @dps_result_type(%a: tensor<1x4xf32>, %b: tensor<1x8xf32>) {
  // expected-error@+1 {{'pim.vvadd' op failed to verify that all of {outputBuffer, output} have same type}}
  %0 = "pim.vvadd"(%a, %a, %b) : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x8xf32>) -> tensor<1x4xf32>
  return
}

// -----

func.func @vvadd_count(%a: tensor<1x4xf32>, %b: tensor<1x8xf32>) {
  // expected-error@+1 {{'pim.vvadd' op expects operands and destination of one element count, but got 'tensor<1x4xf32>' and 'tensor<1x8xf32>'}}
  %0 = pim.vvadd %a, %b into %a : tensor<1x4xf32>, tensor<1x8xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @vrelu_element(%a: tensor<1x4xf32>, %b: tensor<1x4xi32>) {
  // expected-error@+1 {{'pim.vrelu' op expects one element type, but got 'f32' and 'i32'}}
  %0 = pim.vrelu %a into %b : tensor<1x4xf32> -> tensor<1x4xi32>
  return
}

// -----

func.func @vector_operand(%a: vector<4xf32>) {
  // expected-error@+1 {{'pim.vsigm' op operand #0 must be ranked tensor or memref, but got 'vector<4xf32>'}}
  %0 = pim.vsigm %a into %a : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @vmv_range(%a: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{'pim.vmv' op byte range [8, 24) is outside the 16 bytes of 'target'}}
  %0 = pim.vmv %a[%c0] stride %c1 into %a[%c8] length 4 : tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @vmv_stride(%a: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // expected-error@+1 {{'pim.vmv' op accesses 20 bytes, but 'source' has 16}}
  %0 = pim.vmv %a[%c0] stride %c2 into %a[%c0] length 3 : tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @vmv_zero_stride(%a: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'pim.vmv' op expects a positive stride, but got 0}}
  %0 = pim.vmv %a[%c0] stride %c0 into %a[%c0] length 1 : tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @vmv_length(%a: tensor<1x4xf32>, %c: index) {
  // expected-error@+1 {{'pim.vmv' op attribute 'length' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = pim.vmv %a[%c] stride %c into %a[%c] length 0 : tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @transpose_perm(%a: tensor<1x4xf32>, %b: tensor<4x1xf32>) {
  // expected-error@+1 {{'pim.transpose' op expects a permutation of [0, 2), but got 0 at position 1}}
  %0 = pim.transpose %a perm [0, 0] into %b : tensor<1x4xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @transpose_shape(%a: tensor<1x4xf32>, %b: tensor<1x4xf32>) {
  // expected-error@+1 {{'pim.transpose' op output dimension 0 has size 1, but input dimension 1 has size 4}}
  %0 = pim.transpose %a perm [1, 0] into %b : tensor<1x4xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @transpose_rank(%a: tensor<1x4xf32>, %b: tensor<4x1xf32>) {
  // expected-error@+1 {{'pim.transpose' op expects a permutation of 2 dimensions and an output of rank 2, but got 3 and 2}}
  %0 = pim.transpose %a perm [1, 0, 2] into %b : tensor<1x4xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @concat_sum(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error@+1 {{'pim.concat' op output has size 3 along axis 0, but the inputs add up to 2}}
  %0 = pim.concat axis 0 (%a, %a) into %b : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @send_size(%a: tensor<1x4xf32>, %c: index) {
  // expected-error@+1 {{'pim.send' op accesses 32 bytes, but 'input' has 16}}
  pim.send %a to %c size 32 : tensor<1x4xf32>
  return
}

// -----

func.func @send_zero_size(%a: tensor<1x4xf32>, %c: index) {
  // expected-error@+1 {{'pim.send' op attribute 'size' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  pim.send %a to %c size 0 : tensor<1x4xf32>
  return
}

// -----

func.func @send_size_range(%a: tensor<1x4xf32>, %c: index) {
  // expected-error@+1 {{'pim.send' op attribute 'size' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  "pim.send"(%a, %c) <{size = 4294967296 : i64}> : (tensor<1x4xf32>, index) -> ()
  return
}

// -----

func.func @send_core(%a: tensor<1x4xf32>) {
  %c = arith.constant -1 : index
  // expected-error@+1 {{'pim.send' op target core id -1 is outside [0, 2147483647]}}
  pim.send %a to %c size 16 : tensor<1x4xf32>
  return
}

// -----

func.func @receive_offset(%b: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{'pim.receive' op byte range [4, 20) is outside the 16 bytes of 'outputBuffer'}}
  %0 = pim.receive from %c0 into %b[%c4] size 16 : tensor<1x4xf32>
  return
}

// -----

func.func @receive_negative_offset(%b: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %m = arith.constant -4 : index
  // expected-error@+1 {{'pim.receive' op expects a non-negative byte offset into 'outputBuffer', but got -4}}
  %0 = pim.receive from %c0 into %b[%m] size 4 : tensor<1x4xf32>
  return
}

// -----

func.func @sync_register() {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  // expected-error@+1 {{'pim.sync' op event register 32 is outside [0, 32)}}
  pim.sync %c0 event %c32
  return
}

// -----

func.func @sync_operand_type(%c: i32) {
  // expected-error@+1 {{'pim.sync' op operand #0 must be index, but got 'i32'}}
  "pim.sync"(%c, %c) : (i32, i32) -> ()
  return
}

// -----

func.func @wait_register() {
  %c1 = arith.constant 1 : index
  %m = arith.constant -1 : index
  // expected-error@+1 {{'pim.wait' op event register -1 is outside [0, 32)}}
  pim.wait %m value %c1
  return
}

// -----

func.func @wait_value() {
  %c1 = arith.constant 1 : index
  %m = arith.constant -1 : index
  // expected-error@+1 {{'pim.wait' op wait value -1 is negative}}
  pim.wait %c1 value %m
  return
}

// -----

func.func @memcp_hd_host_range(%d: tensor<1x4xf32>, %h: memref<16xi8>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{'pim.memcp_hd' op byte range [8, 24) is outside the 16 bytes of 'hostSource'}}
  %0 = pim.memcp_hd %d[%c0], %h[%c8] size 16 : memref<16xi8> -> tensor<1x4xf32>
  return
}

// -----

func.func @memcp_dh_device_size(%d: tensor<1x2xf32>, %h: memref<16xi8>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'pim.memcp_dh' op accesses 16 bytes, but 'deviceSource' has 8}}
  %0 = pim.memcp_dh %h[%c0], %d[%c0] size 16 : tensor<1x2xf32> -> memref<16xi8>
  return
}

// -----

func.func @memcp_target(%d: tensor<1x4xf32>, %s: tensor<1x8xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'pim.memcp' op accesses 32 bytes, but 'target' has 16}}
  %0 = pim.memcp %d[%c0], %s[%c0] size 32 : tensor<1x8xf32> -> tensor<1x4xf32>
  return
}

// -----

func.func @im2col_patch(%x: memref<1x1x4x4xf32>, %buffer: memref<4x9xf32>) {
  // expected-error@+1 {{'pim.im2col' op expects patch = [pack >= 1, kOffset >= 0, width >= 1], but got [0, 0, 9]}}
  %p = pim.im2col %x into %buffer {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 0, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : memref<1x1x4x4xf32>, memref<4x9xf32> -> memref<4x9xf32>
  return
}

// -----

func.func @im2col_element_type(%x: memref<1x1x4x4xf16>, %buffer: memref<4x9xf32>) {
  // expected-error@+1 {{'pim.im2col' op expects one element type, but got 'f16' and 'f32'}}
  %p = pim.im2col %x into %buffer {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 3, 3>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 9>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : memref<1x1x4x4xf16>, memref<4x9xf32> -> memref<4x9xf32>
  return
}
