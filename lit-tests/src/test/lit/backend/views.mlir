// A memref.reinterpret_cast view emits nothing; an op on it addresses its source's address plus
// the element offset times the element size (static, or evaluated per loop iteration), as
// pim-forward-local-copies leaves them for products and sends.
// RUN: raptor-opt %s --emit-pim-code="output-dir=%t core-count=1 crossbar-size=4 crossbar-count=1"
// RUN: raptor-sim --disassemble %t/pim/core_0.pim | filecheck %s

// The send of rows 1..2 of the buffer at 64 reads from 64 + 4 * 4.
// CHECK:      0: sldi rd=0 imm=80
// CHECK-NEXT: 1: send rd=0 core=0 offset_select=0 offset_value=0 size=32
// Iteration i multiplies row i of the buffer at 64 into row i of the buffer at 0.
// CHECK-NEXT: 2: sldi rd=0 imm=0
// CHECK-NEXT: 3: sldi rd=1 imm=64
// CHECK-NEXT: 4: mvmul rd=0 rs1=1 mbiw=32 relu=0 group=0
// CHECK-NEXT: 5: sldi rd=0 imm=16
// CHECK-NEXT: 6: sldi rd=1 imm=80
// CHECK-NEXT: 7: mvmul rd=0 rs1=1 mbiw=32 relu=0 group=0
// CHECK-EMPTY:
memref.global "private" constant @__constant_4x4xf32 : memref<4x4xf32> = dense<1.0>
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %w = memref.get_global @__constant_4x4xf32 : memref<4x4xf32>
  pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 128 : i64} {
  ^bb0(%w0: memref<4x4xf32>):
    %in = memref.alloc() {pim.local_memory_address = 64 : i64} : memref<4x4xf32>
    %rows = memref.reinterpret_cast %in to offset: [4], sizes: [2, 4], strides: [4, 1] : memref<4x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
    pim.send %rows to %c0 size 32 : memref<2x4xf32, strided<[4, 1], offset: 4>>
    %out = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<2x4xf32>
    %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %out) -> (memref<2x4xf32>) {
      %e = arith.muli %i, %c4 : index
      %row = memref.reinterpret_cast %in to offset: [%e], sizes: [1, 4], strides: [4, 1] : memref<4x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
      %dst = memref.reinterpret_cast %acc to offset: [%e], sizes: [1, 4], strides: [4, 1] : memref<2x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
      %p = pim.vmm %w0, %row into %dst : memref<4x4xf32>, memref<1x4xf32, strided<[4, 1], offset: ?>> -> memref<1x4xf32, strided<[4, 1], offset: ?>>
      scf.yield %acc : memref<2x4xf32>
    }
    pim.halt
  }
  return
}
