// emit-pim-code rejects wide weights that do not fit the core's crossbars, and crossbar ops whose
// buffers are not padded to the weight's tiles.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --emit-pim-code="output-dir=%t core-count=1 crossbar-size=4 crossbar-count=2"

// A 4x12 weight takes three 4-column tiles; the core has two crossbars.
memref.global "private" constant @w : memref<4x12xf32> = dense<1.0>
func.func @main_graph() {
  %w = memref.get_global @w : memref<4x12xf32>
  // expected-error@+1 {{needs 3 crossbars for its weights (one per 4-column tile), but the target has 2 per core}}
  pim.core weights(%w : memref<4x12xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 64 : i64} {
  ^bb0(%w0: memref<4x12xf32>):
    pim.halt
  }
  return
}

// -----

// A crossbar row is an input element: a weight of 5 rows does not fit 4x4 crossbars.
memref.global "private" constant @w : memref<5x4xf32> = dense<1.0>
func.func @main_graph() {
  %w = memref.get_global @w : memref<5x4xf32>
  // expected-error@+1 {{has a 5x4 crossbar weight whose 5 rows exceed the 4x4 crossbar}}
  pim.core weights(%w : memref<5x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 64 : i64} {
  ^bb0(%w0: memref<5x4xf32>):
    pim.halt
  }
  return
}

// -----

// Each tile reads a whole crossbar row: the input of a 2x8 weight must be padded to 4 elements.
memref.global "private" constant @w : memref<2x8xf32> = dense<1.0>
func.func @main_graph() {
  %w = memref.get_global @w : memref<2x8xf32>
  pim.core weights(%w : memref<2x8xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 48 : i64} {
  ^bb0(%w0: memref<2x8xf32>):
    %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x2xf32>
    %y = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x8xf32>
    // expected-error@+1 {{requires input and output padded to the crossbar size 4 for Pim codegen, but they have 2 and 8 elements (input 4, output 8 for a weight on 2 crossbar(s))}}
    %0 = pim.vmm %w0, %x into %y : memref<2x8xf32>, memref<1x2xf32> -> memref<1x8xf32>
    pim.halt
  }
  return
}
