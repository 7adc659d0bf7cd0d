// Every pim op in custom form, in tensor form and after bufferization (memref form).
// The custom output (CHECK) and the generic output (GENERIC) are checked line by line; custom ->
// generic -> custom and custom -> custom print the same text.
// RUN: raptor-opt %s | filecheck %s --match-full-lines
// RUN: raptor-opt %s | raptor-opt | filecheck %s --match-full-lines
// RUN: raptor-opt %s --mlir-print-op-generic | raptor-opt | filecheck %s --match-full-lines
// RUN: raptor-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC --match-full-lines

// CHECK:      module {
// CHECK-NEXT: func.func @tensor_form(%arg0: tensor<1x4xf32>, %arg1: memref<16xi8>) -> tensor<1x4xf32> attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
// CHECK-NEXT: %0 = bufferization.alloc_tensor() : tensor<1x4xf32>
// CHECK-NEXT: pim.core weights(%cst : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
// CHECK-NEXT: ^bb0(%arg2: tensor<4x4xf32>):
// CHECK-NEXT: %1 = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT: %2 = pim.memcp_hd %1[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT: %4 = pim.vmm %arg2, %2 into %3 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %5 = pim.vvadd %4, %2 into %3 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %6 = pim.vvsub %5, %2 into %3 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %7 = pim.vvmul %6, %2 into %3 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %8 = pim.vvmax %7, %2 into %3 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %9 = pim.vrelu %8 into %3 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %10 = pim.vsigm %9 into %3 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %11 = pim.vtanh %10 into %3 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %12 = pim.vsoftmax %11 into %3 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %13 = pim.vmv %12[%c0] stride %c1 into %1[%c4] length 2 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: %14 = tensor.empty() : tensor<4x1xf32>
// CHECK-NEXT: %15 = pim.transpose %13 perm [1, 0] into %14 : tensor<1x4xf32> -> tensor<4x1xf32>
// CHECK-NEXT: %16 = pim.mvm %arg2, %15 into %14 : tensor<4x4xf32>, tensor<4x1xf32> -> tensor<4x1xf32>
// CHECK-NEXT: %17 = tensor.empty() : tensor<2x4xf32>
// CHECK-NEXT: %18 = pim.concat axis 0 (%13, %12) into %17 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
// CHECK-NEXT: %19 = pim.memcp %3[%c0], %13[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: pim.send %19 to %c1 size 16 : tensor<1x4xf32>
// CHECK-NEXT: %20 = pim.memcp_dh %arg1[%c0], %19[%c0] size 16 : tensor<1x4xf32> -> memref<16xi8>
// CHECK-NEXT: pim.sync %c1 event %c0
// CHECK-NEXT: %21 = pim.memcp_dh %0[%c0], %19[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT: pim.halt
// CHECK-NEXT: }
// CHECK-NEXT: pim.core attributes {coreId = 1 : i32} {
// CHECK-NEXT: pim.wait %c0 value %c1
// CHECK-NEXT: %1 = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT: %2 = pim.receive from %c0 into %1[%c0] size 16 : tensor<1x4xf32>
// CHECK-NEXT: pim.halt
// CHECK-NEXT: }
// CHECK-NEXT: pim.core_batch lanes(2) weights(%cst : tensor<4x4xf32>) attributes {coreIds = array<i32: 2, 3>} {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: tensor<4x4xf32>):
// CHECK-NEXT: pim.halt
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<1x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @memref_form(%arg0: memref<1x4xf32>, %arg1: memref<4x4xf32>) -> memref<1x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT: pim.core weights(%arg1 : memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 48 : i64} {
// CHECK-NEXT: ^bb0(%arg2: memref<4x4xf32>):
// CHECK-NEXT: %alloc_0 = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
// CHECK-NEXT: %0 = pim.memcp_hd %alloc_0[%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
// CHECK-NEXT: %1 = pim.vmm %arg2, %0 into %alloc_1 : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() {pim.local_memory_address = 32 : i64} : memref<1x4xf32>
// CHECK-NEXT: %2 = pim.vrelu %1 into %alloc_2 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT: %3 = pim.memcp_dh %alloc[%c0], %2[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT: pim.halt
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<1x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<1x4xf32>, memref<16xi8>) -> tensor<1x4xf32>, sym_name = "tensor_form"}> ({
// GENERIC-NEXT: ^bb0(%arg3: tensor<1x4xf32>, %arg4: memref<16xi8>):
// GENERIC-NEXT: %9 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %10 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: %11 = "arith.constant"() <{value = 4 : index}> : () -> index
// GENERIC-NEXT: %12 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
// GENERIC-NEXT: %13 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<1x4xf32>
// GENERIC-NEXT: "pim.core"(%12) <{coreId = 0 : i32}> ({
// GENERIC-NEXT: ^bb0(%arg7: tensor<4x4xf32>):
// GENERIC-NEXT: %16 = "tensor.empty"() : () -> tensor<1x4xf32>
// GENERIC-NEXT: %17 = "pim.memcp_hd"(%9, %9, %16, %arg3) <{size = 16 : i32}> : (index, index, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %18 = "tensor.empty"() : () -> tensor<1x4xf32>
// GENERIC-NEXT: %19 = "pim.vmm"(%arg7, %17, %18) : (tensor<4x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %20 = "pim.vvadd"(%19, %17, %18) : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %21 = "pim.vvsub"(%20, %17, %18) : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %22 = "pim.vvmul"(%21, %17, %18) : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %23 = "pim.vvmax"(%22, %17, %18) : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %24 = "pim.vrelu"(%23, %18) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %25 = "pim.vsigm"(%24, %18) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %26 = "pim.vtanh"(%25, %18) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %27 = "pim.vsoftmax"(%26, %18) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: %28 = "pim.vmv"(%16, %27, %11, %9, %10) <{length = 2 : i32}> : (tensor<1x4xf32>, tensor<1x4xf32>, index, index, index) -> tensor<1x4xf32>
// GENERIC-NEXT: %29 = "tensor.empty"() : () -> tensor<4x1xf32>
// GENERIC-NEXT: %30 = "pim.transpose"(%28, %29) <{permutation = array<i64: 1, 0>}> : (tensor<1x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
// GENERIC-NEXT: %31 = "pim.mvm"(%arg7, %30, %29) : (tensor<4x4xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
// GENERIC-NEXT: %32 = "tensor.empty"() : () -> tensor<2x4xf32>
// GENERIC-NEXT: %33 = "pim.concat"(%28, %27, %32) <{axis = 0 : i64}> : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// GENERIC-NEXT: %34 = "pim.memcp"(%9, %9, %18, %28) <{size = 16 : i32}> : (index, index, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: "pim.send"(%34, %10) <{size = 16 : i32}> : (tensor<1x4xf32>, index) -> ()
// GENERIC-NEXT: %35 = "pim.memcp_dh"(%9, %9, %arg4, %34) <{size = 16 : i32}> : (index, index, memref<16xi8>, tensor<1x4xf32>) -> memref<16xi8>
// GENERIC-NEXT: "pim.sync"(%10, %9) : (index, index) -> ()
// GENERIC-NEXT: %36 = "pim.memcp_dh"(%9, %9, %13, %34) <{size = 16 : i32}> : (index, index, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
// GENERIC-NEXT: "pim.halt"() : () -> ()
// GENERIC-NEXT: }) : (tensor<4x4xf32>) -> ()
// GENERIC-NEXT: "pim.core"() <{coreId = 1 : i32}> ({
// GENERIC-NEXT: "pim.wait"(%9, %10) : (index, index) -> ()
// GENERIC-NEXT: %14 = "tensor.empty"() : () -> tensor<1x4xf32>
// GENERIC-NEXT: %15 = "pim.receive"(%14, %9, %9) <{size = 16 : i32}> : (tensor<1x4xf32>, index, index) -> tensor<1x4xf32>
// GENERIC-NEXT: "pim.halt"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "pim.core_batch"(%12) <{coreIds = array<i32: 2, 3>, laneCount = 2 : i32}> ({
// GENERIC-NEXT: ^bb0(%arg5: index, %arg6: tensor<4x4xf32>):
// GENERIC-NEXT: "pim.halt"() : () -> ()
// GENERIC-NEXT: }) : (tensor<4x4xf32>) -> ()
// GENERIC-NEXT: "func.return"(%13) : (tensor<1x4xf32>) -> ()
// GENERIC-NEXT: }) {pim.pipeline_host_buffer_bytes = 16 : i64} : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<1x4xf32>, memref<4x4xf32>) -> memref<1x4xf32>, sym_name = "memref_form"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<1x4xf32>, %arg1: memref<4x4xf32>):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf32>
// GENERIC-NEXT: "pim.core"(%arg1) <{coreId = 0 : i32}> ({
// GENERIC-NEXT: ^bb0(%arg2: memref<4x4xf32>):
// GENERIC-NEXT: %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {pim.local_memory_address = 0 : i64} : () -> memref<1x4xf32>
// GENERIC-NEXT: %3 = "pim.memcp_hd"(%0, %0, %2, %arg0) <{size = 16 : i32}> : (index, index, memref<1x4xf32>, memref<1x4xf32>) -> memref<1x4xf32>
// GENERIC-NEXT: %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {pim.local_memory_address = 16 : i64} : () -> memref<1x4xf32>
// GENERIC-NEXT: %5 = "pim.vmm"(%arg2, %3, %4) : (memref<4x4xf32>, memref<1x4xf32>, memref<1x4xf32>) -> memref<1x4xf32>
// GENERIC-NEXT: %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {pim.local_memory_address = 32 : i64} : () -> memref<1x4xf32>
// GENERIC-NEXT: %7 = "pim.vrelu"(%5, %6) : (memref<1x4xf32>, memref<1x4xf32>) -> memref<1x4xf32>
// GENERIC-NEXT: %8 = "pim.memcp_dh"(%0, %0, %1, %7) <{size = 16 : i32}> : (index, index, memref<1x4xf32>, memref<1x4xf32>) -> memref<1x4xf32>
// GENERIC-NEXT: "pim.halt"() : () -> ()
// GENERIC-NEXT: }) {pim.local_memory_size = 48 : i64} : (memref<4x4xf32>) -> ()
// GENERIC-NEXT: "func.return"(%1) : (memref<1x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @tensor_form(%arg0: tensor<1x4xf32>, %h: memref<16xi8>) -> tensor<1x4xf32> attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %out = bufferization.alloc_tensor() : tensor<1x4xf32>
  pim.core weights(%w : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%w0: tensor<4x4xf32>):
    %b0 = tensor.empty() : tensor<1x4xf32>
    %x = pim.memcp_hd %b0[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    %b1 = tensor.empty() : tensor<1x4xf32>
    %m = pim.vmm %w0, %x into %b1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %a = pim.vvadd %m, %x into %b1 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %s = pim.vvsub %a, %x into %b1 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %p = pim.vvmul %s, %x into %b1 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %q = pim.vvmax %p, %x into %b1 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %r = pim.vrelu %q into %b1 : tensor<1x4xf32> -> tensor<1x4xf32>
    %g = pim.vsigm %r into %b1 : tensor<1x4xf32> -> tensor<1x4xf32>
    %t = pim.vtanh %g into %b1 : tensor<1x4xf32> -> tensor<1x4xf32>
    %y = pim.vsoftmax %t into %b1 : tensor<1x4xf32> -> tensor<1x4xf32>
    %z = pim.vmv %y[%c0] stride %c1 into %b0[%c4] length 2 : tensor<1x4xf32> -> tensor<1x4xf32>
    %b2 = tensor.empty() : tensor<4x1xf32>
    %tr = pim.transpose %z perm [1, 0] into %b2 : tensor<1x4xf32> -> tensor<4x1xf32>
    %v = pim.mvm %w0, %tr into %b2 : tensor<4x4xf32>, tensor<4x1xf32> -> tensor<4x1xf32>
    %b3 = tensor.empty() : tensor<2x4xf32>
    %cat = pim.concat axis 0 (%z, %y) into %b3 : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
    %lc = pim.memcp %b1[%c0], %z[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.send %lc to %c1 size 16 : tensor<1x4xf32>
    %st = pim.memcp_dh %h[%c0], %lc[%c0] size 16 : tensor<1x4xf32> -> memref<16xi8>
    pim.sync %c1 event %c0
    pim.memcp_dh %out[%c0], %lc[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32} {
    pim.wait %c0 value %c1
    %b = tensor.empty() : tensor<1x4xf32>
    %r = pim.receive from %c0 into %b[%c0] size 16 : tensor<1x4xf32>
    pim.halt
  }
  pim.core_batch lanes(2) weights(%w : tensor<4x4xf32>) attributes {coreIds = array<i32: 2, 3>} {
  ^bb0(%lane: index, %w0: tensor<4x4xf32>):
    pim.halt
  }
  return %out : tensor<1x4xf32>
}

func.func @memref_form(%arg0: memref<1x4xf32>, %w: memref<4x4xf32>) -> memref<1x4xf32> {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1x4xf32>
  pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 48 : i64} {
  ^bb0(%w0: memref<4x4xf32>):
    %b0 = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %x = pim.memcp_hd %b0[%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    %b1 = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
    %m = pim.vmm %w0, %x into %b1 : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %b2 = memref.alloc() {pim.local_memory_address = 32 : i64} : memref<1x4xf32>
    %r = pim.vrelu %m into %b2 : memref<1x4xf32> -> memref<1x4xf32>
    pim.memcp_dh %out[%c0], %r[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return %out : memref<1x4xf32>
}
