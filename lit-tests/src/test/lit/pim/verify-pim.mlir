// Spec 5.5: planned, bufferized Pim IR that holds every invariant passes verify-pim unchanged,
// with and without the deadlock simulation; the whole back end runs from Spatial (spec 6.1).
// RUN: raptor-opt %s --split-input-file --verify-pim="core-count=2 crossbar-size=4 crossbar-count=2 pim-detect-communication-deadlock" | filecheck %s
// RUN: raptor-opt %s --split-input-file --core-count=2 --crossbar-size=4 --crossbar-count=2 --verify-pim | filecheck %s
// RUN: not raptor-opt %s --split-input-file --verify-pim 2>&1 | filecheck %s --check-prefix=NO-TARGET
// NO-TARGET: raptor-opt: error: Pim codegen verification requires valid injected target resources: Pim compilation requires explicit --core-count, --crossbar-size and --crossbar-count (positive integers)

// Spec 6.7.
// CHECK-LABEL: func.func @main_graph
// CHECK:         pim.local_memory_size = 32
memref.global "private" constant @__constant_4x4xf32 : memref<4x4xf32> = dense<1.0>
func.func @main_graph(%arg0: memref<1x4xf32>) -> memref<1x4xf32> {
  %c0 = arith.constant 0 : index
  %w = memref.get_global @__constant_4x4xf32 : memref<4x4xf32>
  %out = memref.alloc() : memref<1x4xf32>
  pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 32 : i64} {
  ^bb0(%w0: memref<4x4xf32>):
    %b0 = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %x = pim.memcp_hd %b0[%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    %b1 = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
    %m = pim.vmm %w0, %x into %b1 : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %b2 = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %r = pim.vrelu %m into %b2 : memref<1x4xf32> -> memref<1x4xf32>
    pim.memcp_dh %out[%c0], %r[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return %out : memref<1x4xf32>
}

// -----

// Matched send/receive, a sync pair whose WAIT sees exactly its count, a WAIT for 0 (no
// instruction) and a loop with static bounds.
// CHECK-LABEL: func.func @main_graph
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %b = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    scf.for %i = %c0 to %c2 step %c1 {
      pim.send %b to %c1 size 16 : memref<1x4xf32>
      pim.sync %c1 event %c0
    }
    pim.wait %c1 value %c0
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    %b = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %r0 = pim.receive from %c0 into %b[%c0] size 16 : memref<1x4xf32>
    %r1 = pim.receive from %c0 into %b[%c0] size 16 : memref<1x4xf32>
    pim.wait %c0 value %c2
    pim.halt
  }
  return
}

// -----

// Spec 6.F: run once, a lone SYNC and its WAIT are balanced (verify-pim-invalid.mlir has the
// same program repeating, where the second iteration overshoots).
// CHECK-LABEL: func.func @main_graph
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    pim.sync %c1 event %c0
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    pim.wait %c0 value %c1
    pim.halt
  }
  return
}

// -----

// Spec 6.F: repeating, a FREE/READY handshake keeps the iterations apart (checked over two
// unrolled iterations): core 1 frees core 0 and waits for READY; core 0 waits for the FREE
// before it signals READY, so its next READY follows core 1's next FREE, which follows the
// WAIT that consumed this one.
// CHECK-LABEL: func.func @main_graph
// CHECK-SAME: pim.pipeline_host_buffer_bytes = 16
func.func @main_graph() attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    pim.wait %c0 value %c1
    pim.sync %c1 event %c0
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    pim.sync %c0 event %c0
    pim.wait %c0 value %c1
    pim.halt
  }
  return
}
