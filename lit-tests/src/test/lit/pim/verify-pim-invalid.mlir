// verify-pim errors (spec 5.5 and 6.6), one case per chunk.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --verify-pim="core-count=2 crossbar-size=4 crossbar-count=2 pim-detect-communication-deadlock"

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph(%arg0: tensor<1x4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{illegal Spatial operation reached Pim codegen verification}}
  spat.sync %c0 event %c0
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph(%arg0: memref<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %host = memref.alloc() : memref<1x4xf32>
  // expected-error@+1 {{illegal host-side runtime op remains after Pim bufferization; fold it to constants or lower it into pim.core}}
  memref.copy %arg0, %host : memref<1x4xf32> to memref<1x4xf32>
  return
}

// -----

// Two allocations live at once on the same address.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph(%arg0: memref<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 32 : i64} {
    %a = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    %x = pim.memcp_hd %a[%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    // expected-error@+1 {{Pim local-memory plan assigns simultaneously live allocations to overlapping ranges; first range [0, 16), second range [8, 24), live positions overlap at [2, 3]}}
    %b = memref.alloc() {pim.local_memory_address = 8 : i64} : memref<1x4xf32>
    %y = pim.vrelu %x into %b : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 32 : i64} {
    // expected-error@+1 {{has invalid Pim local-memory range [2, 18) in a 32-byte local memory with 4-byte alignment}}
    %a = memref.alloc() {pim.local_memory_address = 2 : i64} : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    // expected-error@+1 {{has invalid Pim local-memory range [8, 24) in a 16-byte local memory with 4-byte alignment}}
    %a = memref.alloc() {pim.local_memory_address = 8 : i64} : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  // expected-error@+1 {{contains removed Pim local-memory planning attribute 'pim.local_memory_slot'}}
  pim.core attributes {coreId = 0 : i32, pim.local_memory_slot = 0 : i64} {
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  // expected-error@+1 {{'pim.core' op has no 'pim.local_memory_size'; run pim-local-memory-planning before verify-pim}}
  pim.core attributes {coreId = 0 : i32} {
    %a = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    // expected-error@+1 {{local allocation has no planned 'pim.local_memory_address'}}
    %a = memref.alloc() : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph(%arg0: memref<1x4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %a = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    // expected-error@+1 {{offset operands must be statically evaluable for Pim codegen}}
    %x = pim.memcp_hd %a[%c0], %arg0[%n] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    // expected-error@+1 {{output offset must be statically evaluable for Pim codegen}}
    %y = pim.receive from %c1 into %a[%n] size 16 : memref<1x4xf32>
    // expected-error@+1 {{requires statically evaluable scf.for bounds for Pim verification}}
    scf.for %i = %c0 to %n step %c1 {
    }
    // expected-error@+1 {{requires positive scf.for step for Pim verification}}
    scf.for %i = %c0 to %c1 step %c0 {
    }
    %p = arith.cmpi eq, %n, %c0 : index
    // expected-error@+1 {{requires statically evaluable scf.if condition for Pim verification}}
    scf.if %p {
    }
    // expected-error@+1 {{requires a statically evaluable scf.index_switch selector for Pim verification}}
    scf.index_switch %n
    default {
      scf.yield
    }
    // expected-error@+1 {{unsupported executable op reached Pim codegen verification}}
    %t = pim.transpose %a perm [0, 1] into %a : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  // expected-error@+1 {{Pim core id 2 is outside the 2 cores of the target}}
  pim.core attributes {coreId = 2 : i32} {
    pim.halt
  }
  pim.core attributes {coreId = 0 : i32} {
    pim.halt
  }
  // expected-error@+1 {{programs physical core 0, which core 0 already programs}}
  pim.core_batch lanes(2) attributes {coreIds = array<i32: 1, 0>} {
  ^bb0(%lane: index):
    pim.halt
  }
  return
}

// -----

// Spec 6.6: two syncs to register 0 of a core that waits for exactly one.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32} {
    pim.sync %c1 event %c0
    pim.sync %c1 event %c0
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32} {
    // expected-error@+2 {{Pim synchronization deadlock check found exact-count WAIT overshoot on core 1 event 0: expected 1, observed 2}}
    // expected-note@+1 {{WAIT requires exact equality and this event cannot decrease without a successful WAIT}}
    pim.wait %c0 value %c1
    pim.halt
  }
  return
}

// -----

// Spec 7 question 14: a SYNC that no WAIT consumes leaves its event behind when every core has
// finished; the protocol must be balanced.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32} {
    pim.sync %c1 event %c0
    pim.wait %c1 value %c1
    // expected-error@+1 {{Pim synchronization deadlock check found 1 unconsumed SYNC event(s) on core 1 event 0 when every core had finished; every SYNC must be consumed by an exact-count WAIT}}
    pim.sync %c1 event %c0
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32} {
    pim.wait %c0 value %c1
    pim.sync %c0 event %c1
    pim.halt
  }
  return
}

// -----

// Spec 6.6: two cores that each receive first.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %b = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    // expected-error@+3 {{Pim communication deadlock check found a blocking SEND/RECV/WAIT cycle while statically simulating the expanded per-core communication streams; see the static deadlock report above}}
    // expected-note@+2 {{=== Pim static communication/synchronization deadlock report ===}}
    // expected-note@+1 {{core 0 is blocked at RECV of 16 bytes from core 1 (step 0 of 2) and waits for core 1}}
    %r = pim.receive from %c1 into %b[%c0] size 16 : memref<1x4xf32>
    pim.send %b to %c1 size 16 : memref<1x4xf32>
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    %b = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    // expected-note@+1 {{core 1 is blocked at RECV of 16 bytes from core 0 (step 0 of 2) and waits for core 0}}
    %r = pim.receive from %c0 into %b[%c0] size 16 : memref<1x4xf32>
    pim.send %b to %c0 size 16 : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// A send nobody receives.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %b = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    // expected-error@+1 {{Pim communication deadlock check stalled without finding a closed wait cycle; this usually means a SEND/RECV peer or exact-count SYNC signal is missing or ordered after a finished core}}
    pim.send %b to %c1 size 16 : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph(%n: index) {
  %c0 = arith.constant 0 : index
  pim.core attributes {coreId = 0 : i32} {
    // expected-error@+1 {{cannot statically resolve SYNC operands for Pim communication deadlock check}}
    pim.sync %n event %c0
    pim.halt
  }
  return
}

// -----

// Spec 6.F: two cores that each WAIT before they SYNC the other.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    // expected-error@+3 {{Pim communication deadlock check found a blocking SEND/RECV/WAIT cycle while statically simulating the expanded per-core communication streams; see the static deadlock report above}}
    // expected-note@+2 {{=== Pim static communication/synchronization deadlock report ===}}
    // expected-note@+1 {{core 0 is blocked at WAIT on event 0 for value 1 (step 0 of 2) and waits for core 1}}
    pim.wait %c0 value %c1
    pim.sync %c1 event %c0
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    // expected-note@+1 {{core 1 is blocked at WAIT on event 0 for value 1 (step 0 of 2) and waits for core 0}}
    pim.wait %c0 value %c1
    pim.sync %c0 event %c0
    pim.halt
  }
  return
}

// -----

// Spec 6.F: a WAIT whose SYNC producer is missing.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    // expected-error@+1 {{Pim communication deadlock check stalled without finding a closed wait cycle; this usually means a SEND/RECV peer or exact-count SYNC signal is missing or ordered after a finished core}}
    pim.wait %c0 value %c1
    pim.halt
  }
  return
}

// -----

// Spec 6.F: a pipelined (repeating) program is checked over two iterations. Core 0 signals
// core 1 once per iteration with nothing holding it back, so its second iteration's SYNC can
// arrive before core 1 has consumed the first: the WAIT for 1 sees 2. Run once (the same
// program without the host buffer attribute, in verify-pim.mlir) it is correct.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    pim.sync %c1 event %c0
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    // expected-error@+2 {{Pim synchronization deadlock check found exact-count WAIT overshoot on core 1 event 0: expected 1, observed 2}}
    // expected-note@+1 {{WAIT requires exact equality and this event cannot decrease without a successful WAIT}}
    pim.wait %c0 value %c1
    pim.halt
  }
  return
}

// -----

// Spec 6.F, a source that has delivered its share gives no wait-for edge: core 1 waits for 2
// signals, but core 0 sends one per iteration and has sent it. Core 0's SYNC of the unrolled
// second iteration is still ahead, yet it cannot count for this WAIT, so there is no edge from
// core 1 to core 0 and no cycle with core 0's WAIT on core 1: a missing signal, not a cycle.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    pim.sync %c1 event %c0
    // expected-error@+1 {{Pim communication deadlock check stalled without finding a closed wait cycle; this usually means a SEND/RECV peer or exact-count SYNC signal is missing or ordered after a finished core}}
    pim.wait %c1 value %c1
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 16 : i64} {
    pim.wait %c0 value %c2
    pim.sync %c0 event %c1
    pim.halt
  }
  return
}
