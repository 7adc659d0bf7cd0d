// The code-generation flags are also global raptor-opt flags, defaults for the emit-pim-code
// options of the same names: --pim-emit-json writes core_<id>.json, --pim-disable-synchronization
// drops sync and wait, and a bad --pim-memory-report value is a usage error.
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --pim-emit-json --pim-disable-synchronization --pim-memory-report=none --emit-pim-code="output-dir=%t"
// RUN: raptor-sim --disassemble %t/pim/core_1.json | filecheck %s --check-prefix=NOSYNC --allow-empty
// RUN: not raptor-opt %s --pim-memory-report=verbose 2>&1 | filecheck %s --check-prefix=BAD

// NOSYNC-NOT: sync
// BAD: raptor-opt: for the --pim-memory-report option: Cannot find option named 'verbose'!

func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 0 : i64} {
    pim.wait %c0 value %c1
    pim.halt
  }
  pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 0 : i64} {
    pim.sync %c0 event %c0
    pim.halt
  }
  return
}
