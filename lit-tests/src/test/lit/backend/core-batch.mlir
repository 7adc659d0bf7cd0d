// A pim.core_batch is one program per lane, on core coreIds[lane], with the lane argument bound to
// the lane index. scf.for is unrolled, scf.if and scf.index_switch take the branch the static
// values select, and index arithmetic is folded: lane 1 (core 1) loads row 1 of the input, sums it
// twice into its accumulator and sends it to core 0 (the default case); lane 0 (core 0) loads row
// 0, its host and local addresses both 0 and so both in r0, and receives (case 0).
// RUN: raptor-opt %s --emit-pim-code="output-dir=%t core-count=2 crossbar-size=4 crossbar-count=1"
// RUN: raptor-sim --disassemble %t/pim/core_1.pim | filecheck %s
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s --check-prefix=LANE0

// CHECK:      0: sldi rd=0 imm=0
// CHECK-NEXT: 1: sldi rd=1 imm=16
// CHECK-NEXT: 2: ld rd=0 rs1=1 offset_select=0 offset_value=0 size=16
// CHECK-NEXT: 3: sldi rd=0 imm=16
// CHECK-NEXT: 4: sldi rd=1 imm=0
// CHECK-NEXT: 5: vvadd rd=0 rs1=1 rs2=0 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: 6: sldi rd=0 imm=16
// CHECK-NEXT: 7: sldi rd=1 imm=0
// CHECK-NEXT: 8: vvadd rd=0 rs1=1 rs2=0 offset_select=0 offset_value=0 len=4
// CHECK-NEXT: 9: sldi rd=0 imm=16
// CHECK-NEXT: 10: send rd=0 core=0 offset_select=0 offset_value=0 size=16
// CHECK-EMPTY:

// LANE0:      1: ld rd=0 rs1=0 offset_select=0 offset_value=0 size=16
// LANE0:      8: sldi rd=0 imm=16
// LANE0-NEXT: 9: recv rd=0 core=1 offset_select=0 offset_value=0 size=16
// LANE0-EMPTY:

func.func @main_graph(%arg0: memref<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  pim.core_batch lanes(2) attributes {coreIds = array<i32: 0, 1>, pim.local_memory_size = 32 : i64} {
  ^bb0(%lane: index):
    %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %row = arith.muli %lane, %c16 : index
    %0 = pim.memcp_hd %x[%c0], %arg0[%row] size 16 : memref<2x4xf32> -> memref<1x4xf32>
    %acc = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
    %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %acc) -> (memref<1x4xf32>) {
      %s = pim.vvadd %0, %a into %acc : memref<1x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
      scf.yield %s : memref<1x4xf32>
    }
    scf.index_switch %lane
    case 0 {
      %r = pim.receive from %c1 into %sum[%c0] size 16 : memref<1x4xf32>
      scf.yield
    }
    default {
      pim.send %sum to %c0 size 16 : memref<1x4xf32>
      scf.yield
    }
    pim.halt
  }
  return
}
