// A pim.vmm weight of 4x8 on 4x4 crossbars takes two consecutive crossbar slots, one 4-column tile
// each, and lowers to one mvmul per tile: both read the whole input (local 0) and the tile on group
// g writes its 4 outputs at byte 16 + 16*g of the 8-element output buffer.
// RUN: raptor-opt %s --emit-pim-code="output-dir=%t core-count=1 crossbar-size=4 crossbar-count=2"
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s
// RUN: filecheck %s --check-prefix=CONFIG --input-file %t/pim/config.json

// CONFIG: "core0" : [ 1, 1 ]

// CHECK:      0: sldi rd=0 imm=0
// CHECK-NEXT: 1: ld rd=0 rs1=0 offset_select=0 offset_value=0 size=16
// CHECK-NEXT: 2: sldi rd=0 imm=16
// CHECK-NEXT: 3: sldi rd=1 imm=0
// CHECK-NEXT: 4: mvmul rd=0 rs1=1 mbiw=32 relu=0 group=0
// CHECK-NEXT: 5: sldi rd=0 imm=32
// CHECK-NEXT: 6: sldi rd=1 imm=0
// CHECK-NEXT: 7: mvmul rd=0 rs1=1 mbiw=32 relu=0 group=1
// CHECK-NEXT: 8: sldi rd=0 imm=16
// CHECK-NEXT: 9: st rd=0 rs1=0 offset_select=0 offset_value=0 size=32
// CHECK-EMPTY:

memref.global "private" constant @w : memref<4x8xf32> = dense<1.0>
func.func @main_graph(%arg0: memref<1x4xf32>) -> memref<1x8xf32> {
  %c0 = arith.constant 0 : index
  %w = memref.get_global @w : memref<4x8xf32>
  %out = memref.alloc() : memref<1x8xf32>
  pim.core weights(%w : memref<4x8xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 48 : i64} {
  ^bb0(%a: memref<4x8xf32>):
    %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %0 = pim.memcp_hd %x[%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    %y = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x8xf32>
    %1 = pim.vmm %a, %0 into %y : memref<4x8xf32>, memref<1x4xf32> -> memref<1x8xf32>
    %2 = pim.memcp_dh %out[%c0], %1[%c0] size 32 : memref<1x8xf32> -> memref<1x8xf32>
    pim.halt
  }
  return %out : memref<1x8xf32>
}
