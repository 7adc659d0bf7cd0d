// emit-pim-code options: output-dir is required; the target comes from the pass options or from
// raptor-opt's global target flags, and a missing value is an error. pim-emit-json also writes
// core_<id>.json. A program the artifact writer rejects (2 cores on a 1-core target) fails and
// leaves no DIR/pim behind.
// RUN: not raptor-opt %s --emit-pim-code="core-count=2 crossbar-size=4 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=NODIR
// RUN: not raptor-opt %s --emit-pim-code="output-dir=%t crossbar-size=4 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=NOCORES
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=1 --emit-pim-code="output-dir=%t/json pim-memory-report=none pim-emit-json"
// RUN: raptor-sim --disassemble %t/json/pim/core_1.json | filecheck %s --check-prefix=JSON
// RUN: not raptor-opt %s --emit-pim-code="output-dir=%t/small core-count=1 crossbar-size=4 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=SMALL
// RUN: not raptor-sim --disassemble %t/small/pim/core_0.pim

// NODIR: error: Pim codegen requires an output directory: output-dir=<directory>
// NOCORES: error: Pim compilation requires an explicit --core-count=<positive integer>
// JSON: 0: sync core=0 event_register=0
// JSON-EMPTY:
// SMALL: error: failed to write Pim artifacts: program: 2 cores exceed the 1 cores of the target

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
