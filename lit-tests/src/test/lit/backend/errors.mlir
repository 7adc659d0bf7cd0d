// emit-pim-code failures are diagnostics at the op that cannot be compiled.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --emit-pim-code="output-dir=%t core-count=2 crossbar-size=4 crossbar-count=1"

func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 4.0 : f32
  %t = arith.fptosi %f : f32 to i32
  %n = arith.index_cast %t : i32 to index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 0 : i64} {
    // expected-error@+1 {{'scf.for' op requires statically evaluable bounds for Pim codegen}}
    scf.for %i = %c0 to %n step %c1 {
      pim.sync %c0 event %c0
    }
    pim.halt
  }
  return
}

// -----

func.func @main_graph() {
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 32 : i64} {
    %a = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<2x2xf32>
    %b = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<2x2xf32>
    // expected-error@+1 {{only a static 2-D transpose with permutation [1, 0] can be lowered}}
    %0 = pim.transpose %a perm [0, 1] into %b : memref<2x2xf32> -> memref<2x2xf32>
    pim.halt
  }
  return
}

// -----

// The 2.4 GB input puts the output at host address 2400000000, beyond an sldi immediate.
func.func @main_graph(%arg0: memref<600000000xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<4xf32>
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %a = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<4xf32>
    // expected-error@+1 {{register value 2400000000 is outside the non-negative int32 range of a Pim sldi immediate}}
    %0 = pim.memcp_dh %out[%c0], %a[%c0] size 16 : memref<4xf32> -> memref<4xf32>
    pim.halt
  }
  return %out : memref<4xf32>
}

// -----

func.func @main_graph(%w: memref<4x4xf32>) {
  // expected-error@+1 {{requires a statically resolvable dense global weight view during Pim codegen}}
  pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 0 : i64} {
  ^bb0(%w0: memref<4x4xf32>):
    pim.halt
  }
  return
}

// -----

func.func @main_graph(%arg0: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %a = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<4xf32>
    // expected-error@+1 {{expects the device target in core-local memory, but it is in host memory}}
    %0 = pim.memcp_hd %arg0[%c0], %a[%c0] size 16 : memref<4xf32> -> memref<4xf32>
    pim.halt
  }
  return
}

// -----

func.func @main_graph() {
  pim.core attributes {coreId = 1 : i32} {
    pim.halt
  }
  // expected-error@+1 {{core id 1 has more than one Pim program}}
  pim.core attributes {coreId = 1 : i32} {
    pim.halt
  }
  return
}

// -----

memref.global "private" constant @w : memref<2x2xf32> = dense<1.0>
func.func @main_graph() {
  %w = memref.get_global @w : memref<2x2xf32>
  pim.core weights(%w : memref<2x2xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
  ^bb0(%w0: memref<2x2xf32>):
    %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x2xf32>
    %y = memref.alloc() {pim.local_memory_address = 8 : i64} : memref<1x2xf32>
    // expected-error@+1 {{requires input and output padded to the crossbar size 4 for Pim codegen, but they have 2 and 2 elements}}
    %0 = pim.vmm %w0, %x into %y : memref<2x2xf32>, memref<1x2xf32> -> memref<1x2xf32>
    pim.halt
  }
  return
}
