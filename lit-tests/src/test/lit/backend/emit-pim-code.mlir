// emit-pim-code on one core. Each op loads its addresses with sldi into r0 (rd), r1 (rs1) and
// r2 (rs2); a value equal to one already loaded reuses that register. Offsets are folded into the
// loaded addresses. pim.vmm on the core's second weight is mvmul on crossbar slot (group) 1.
// setbw appears only when a vector op's element widths differ from the current ones (initially
// 32, 32; st is not a vector op). Host copies are ld/st, the local copy lmv, and the strided
// gather vmv carries its element stride in r2.
// RUN: raptor-opt %s --emit-pim-code="output-dir=%t core-count=1 crossbar-size=4 crossbar-count=2"
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s

// CHECK:      0: sldi rd=0 imm=0
// CHECK-NEXT: 1: sldi rd=1 imm=4
// CHECK-NEXT: 2: ld rd=0 rs1=1 offset_select=0 offset_value=0 size=16
// CHECK-NEXT: 3: sldi rd=0 imm=16
// CHECK-NEXT: 4: sldi rd=1 imm=0
// CHECK-NEXT: 5: mvmul rd=0 rs1=1 mbiw=32 relu=0 group=1
// CHECK-NEXT: 6: sldi rd=0 imm=32
// CHECK-NEXT: 7: sldi rd=1 imm=16
// CHECK-NEXT: 8: sldi rd=2 imm=0
// CHECK-NEXT: 9: vvadd rd=0 rs1=1 rs2=2 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: 10: sldi rd=0 imm=32
// CHECK-NEXT: 11: vvmul rd=0 rs1=0 rs2=0 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: 12: sldi rd=0 imm=0
// CHECK-NEXT: 13: sldi rd=1 imm=32
// CHECK-NEXT: 14: vvmax rd=0 rs1=1 rs2=1 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: 15: sldi rd=0 imm=48
// CHECK-NEXT: 16: sldi rd=1 imm=36
// CHECK-NEXT: 17: lmv rd=0 rs1=1 offset_select=0 offset_value=0 len=8
// CHECK-NEXT: 18: sldi rd=0 imm=56
// CHECK-NEXT: 19: sldi rd=1 imm=4
// CHECK-NEXT: 20: sldi rd=2 imm=2
// CHECK-NEXT: 21: vmv rd=0 rs1=1 rs2=2 offset_select=0 offset_value=0 len=2
// CHECK-NEXT: 22: setbw ibiw=16 obiw=16
// CHECK-NEXT: 23: sldi rd=0 imm=64
// CHECK-NEXT: 24: sldi rd=1 imm=72
// CHECK-NEXT: 25: vrelu rd=0 rs1=1 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: 26: sldi rd=0 imm=72
// CHECK-NEXT: 27: sldi rd=1 imm=64
// CHECK-NEXT: 28: vsigm rd=0 rs1=1 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: 29: sldi rd=0 imm=32
// CHECK-NEXT: 30: sldi rd=1 imm=48
// CHECK-NEXT: 31: st rd=0 rs1=1 offset_select=0 offset_value=0 size=16
// CHECK-EMPTY:

memref.global "private" constant @w0 : memref<4x4xf32> = dense<1.0>
memref.global "private" constant @w1 : memref<4x4xf32> = dense<2.0>
func.func @main_graph(%arg0: memref<2x4xf32>) -> memref<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %w0 = memref.get_global @w0 : memref<4x4xf32>
  %w1 = memref.get_global @w1 : memref<4x4xf32>
  %out = memref.alloc() : memref<1x4xf32>
  pim.core weights(%w0, %w1 : memref<4x4xf32>, memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 80 : i64} {
  ^bb0(%a: memref<4x4xf32>, %b: memref<4x4xf32>):
    %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %0 = pim.memcp_hd %x[%c0], %arg0[%c4] size 16 : memref<2x4xf32> -> memref<1x4xf32>
    %y = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
    %1 = pim.vmm %b, %0 into %y : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %z = memref.alloc() {pim.local_memory_address = 32 : i64} : memref<1x4xf32>
    %2 = pim.vvadd %1, %0 into %z : memref<1x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %3 = pim.vvmul %2, %2 into %z : memref<1x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %4 = pim.vvmax %3, %3 into %x : memref<1x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %v = memref.alloc() {pim.local_memory_address = 48 : i64} : memref<1x4xf32>
    %5 = pim.memcp %v[%c0], %3[%c4] size 8 : memref<1x4xf32> -> memref<1x4xf32>
    %6 = pim.vmv %4[%c4] stride %c2 into %v[%c8] length 2 : memref<1x4xf32> -> memref<1x4xf32>
    %h = memref.alloc() {pim.local_memory_address = 64 : i64} : memref<4xf16>
    %g = memref.alloc() {pim.local_memory_address = 72 : i64} : memref<4xf16>
    %7 = pim.vrelu %g into %h : memref<4xf16> -> memref<4xf16>
    %8 = pim.vsigm %7 into %g : memref<4xf16> -> memref<4xf16>
    %9 = pim.memcp_dh %out[%c0], %6[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return %out : memref<1x4xf32>
}
