// Spec 5.4 and 6.7: addresses of core-local allocations and the arena size are recorded in the
// IR. The product's input buffer is dead once the product is written, so the relu output reuses
// its address.
// RUN: raptor-opt %s --split-input-file --pim-local-memory-planning | filecheck %s
// RUN: not raptor-opt %s --split-input-file --pim-local-memory-planning=local-memory-size=16 2>&1 | filecheck %s --check-prefix=SMALL

// CHECK-LABEL: func.func @main_graph
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:    pim.core weights(%{{.*}} : memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 32 : i64} {
// CHECK:           memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
// CHECK:           memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
// CHECK:           memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
// SMALL: error: 'pim.core' op Pim local-memory plan of core 0 needs 32 bytes, but a core has 16 bytes of local memory
memref.global "private" constant @__constant_4x4xf32 : memref<4x4xf32> = dense<1.0>
func.func @main_graph(%arg0: memref<1x4xf32>) -> memref<1x4xf32> {
  %c0 = arith.constant 0 : index
  %w = memref.get_global @__constant_4x4xf32 : memref<4x4xf32>
  %out = memref.alloc() : memref<1x4xf32>
  pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%w0: memref<4x4xf32>):
    %b0 = memref.alloc() : memref<1x4xf32>
    %x = pim.memcp_hd %b0[%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    %b1 = memref.alloc() : memref<1x4xf32>
    %m = pim.vmm %w0, %x into %b1 : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %b2 = memref.alloc() : memref<1x4xf32>
    %r = pim.vrelu %m into %b2 : memref<1x4xf32> -> memref<1x4xf32>
    pim.memcp_dh %out[%c0], %r[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return %out : memref<1x4xf32>
}

// -----

// An allocation inside a loop lives for the whole loop, and so does a buffer last used in it;
// a lane batch gets one plan.
// CHECK-LABEL: func.func @main_graph
// CHECK:         pim.core_batch lanes(2) attributes {coreIds = array<i32: 0, 1>, pim.local_memory_size = 8 : i64} {
// CHECK:           memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1xf32>
// CHECK:           scf.for
// CHECK:             memref.alloc() {pim.local_memory_address = 4 : i64} : memref<1xf32>
// CHECK:           memref.alloc() {pim.local_memory_address = 0 : i64} : memref<2xf32>
func.func @main_graph(%arg0: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  pim.core_batch lanes(2) attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index):
    %a = memref.alloc() : memref<1xf32>
    %x = pim.memcp_hd %a[%c0], %arg0[%c0] size 4 : memref<4xf32> -> memref<1xf32>
    scf.for %i = %c0 to %c2 step %c1 {
      %t = memref.alloc() : memref<1xf32>
      %y = pim.vrelu %x into %t : memref<1xf32> -> memref<1xf32>
      pim.send %y to %c1 size 4 : memref<1xf32>
    }
    %b = memref.alloc() : memref<2xf32>
    %z = pim.memcp_hd %b[%c0], %arg0[%c0] size 8 : memref<4xf32> -> memref<2xf32>
    pim.send %z to %c1 size 8 : memref<2xf32>
    pim.halt
  }
  return
}
