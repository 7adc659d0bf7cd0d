// Issue 11, item 3: a core's program is executed statically (loops unrolled), so the
// instructions one core may execute are limited (max-core-instructions, default 16777216). A loop
// with a static trip count is checked before it is unrolled: 2^31 iterations fail at once.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --core-count=1 --crossbar-size=4 --crossbar-count=1 --max-core-instructions=1000 --verify-pim
// RUN: raptor-opt %s --split-input-file --verify-diagnostics --core-count=1 --crossbar-size=4 --crossbar-count=1 --pim-lower-to-bufferized=max-core-instructions=1000
// RUN: not raptor-opt %s --split-input-file --core-count=1 --crossbar-size=4 --crossbar-count=1 --emit-pim-code=output-dir=%t 2>&1 | filecheck %s --check-prefix=EMIT
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=4 --crossbar-count=1 --max-core-instructions=0 --verify-pim 2>&1 | filecheck %s --check-prefix=ZERO
// EMIT: instruction-limit.mlir:{{[0-9]+}}:5: error: 'scf.for' op executes 2147483648 iterations of 1 or more instructions, more than the 16777216 instructions a core may execute (max-core-instructions=16777216)
// EMIT-NOT: error
// ZERO: raptor-opt: Pim compilation requires --max-core-instructions to be a positive integer

// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2147483648 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %b = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    // expected-error@+1 {{'scf.for' op executes 2147483648 iterations of 1 or more instructions, more than the 1000 instructions a core may execute (max-core-instructions=1000)}}
    scf.for %i = %c0 to %n step %c1 {
      %r = pim.vrelu %b into %b : memref<1x4xf32> -> memref<1x4xf32>
    }
    pim.halt
  }
  return
}

// -----

// Nested loops whose bounds are each small: the count of what the outer loop executed so far
// stops the walk at the inner loop that would cross the limit.
// expected-error@+1 {{Pim codegen verification failed; see diagnostics above}}
func.func @main_graph() attributes {pim.test = "nested"} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 16 : i64} {
    %b = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
    scf.for %i = %c0 to %c40 step %c1 {
      // expected-error@+1 {{'scf.for' op executes 40 iterations of 1 or more instructions, more than the 1000 instructions a core may execute (max-core-instructions=1000)}}
      scf.for %j = %c0 to %c40 step %c1 {
        %r = pim.vrelu %b into %b : memref<1x4xf32> -> memref<1x4xf32>
      }
    }
    pim.halt
  }
  return
}
