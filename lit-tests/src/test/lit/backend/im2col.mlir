// pim.im2col is expanded only here: one lmv per run of patch elements contiguous in both the
// input and the buffer. A 3x3 input (at byte 0), a 2x2 window of stride 2 with one row and column
// of leading padding, 2x2 output positions, one patch of 4 elements per row of the buffer (at
// byte 48). The runs (input element, buffer element, length) are (0, 3, 1), (1, 6, 2), (3, 9, 1),
// (6, 11, 1), (4, 12, 2) and (7, 14, 2); the padded elements get no copy.
// RUN: raptor-opt %s --emit-pim-code="output-dir=%t core-count=1 crossbar-size=4 crossbar-count=1"
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s

// CHECK:      1: ld rd=0 rs1=0 offset_select=0 offset_value=0 size=36
// CHECK-NEXT: 2: sldi rd=0 imm=60
// CHECK-NEXT: sldi rd=1 imm=0
// CHECK-NEXT: lmv rd=0 rs1=1 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: sldi rd=0 imm=72
// CHECK-NEXT: sldi rd=1 imm=4
// CHECK-NEXT: lmv rd=0 rs1=1 offset_select=0 offset_value=0 len=8
// CHECK-NEXT: sldi rd=0 imm=84
// CHECK-NEXT: sldi rd=1 imm=12
// CHECK-NEXT: lmv rd=0 rs1=1 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: sldi rd=0 imm=92
// CHECK-NEXT: sldi rd=1 imm=24
// CHECK-NEXT: lmv rd=0 rs1=1 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: sldi rd=0 imm=96
// CHECK-NEXT: sldi rd=1 imm=16
// CHECK-NEXT: lmv rd=0 rs1=1 offset_select=0 offset_value=0 len=8
// CHECK-NEXT: sldi rd=0 imm=104
// CHECK-NEXT: sldi rd=1 imm=28
// CHECK-NEXT: lmv rd=0 rs1=1 offset_select=0 offset_value=0 len=8
// CHECK-NEXT: sldi rd=0 imm=48
// CHECK-NEXT: st rd=0 rs1=0 offset_select=0 offset_value=0 size=64
// CHECK-EMPTY:

func.func @main_graph(%arg0: memref<1x1x3x3xf32>) -> memref<4x4xf32> {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<4x4xf32>
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 112 : i64} {
    %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x1x3x3xf32>
    %0 = pim.memcp_hd %x[%c0], %arg0[%c0] size 36 : memref<1x1x3x3xf32> -> memref<1x1x3x3xf32>
    %p = memref.alloc() {pim.local_memory_address = 48 : i64} : memref<4x4xf32>
    %1 = pim.im2col %0 into %p {channels = array<i64: 0, 1>, dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, outSize = array<i64: 2, 2>, pads = array<i64: 1, 1>, patch = array<i64: 1, 0, 4>, positions = array<i64: 0, 4>, strides = array<i64: 2, 2>} : memref<1x1x3x3xf32>, memref<4x4xf32> -> memref<4x4xf32>
    %2 = pim.memcp_dh %out[%c0], %1[%c0] size 64 : memref<4x4xf32> -> memref<4x4xf32>
    pim.halt
  }
  return %out : memref<4x4xf32>
}
