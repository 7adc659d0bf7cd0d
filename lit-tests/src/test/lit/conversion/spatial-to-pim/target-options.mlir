// The target comes from pass options, falling back to raptor-opt's global flags of the same
// names; a missing or invalid value is an error naming the flag, never a default.

// Global flags and pass options give the same result; pass options override global flags.
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --convert-spatial-to-pim | filecheck %s
// RUN: raptor-opt %s --core-count=1 --crossbar-size=4 --convert-spatial-to-pim="core-count=2 crossbar-count=2" | filecheck %s
// RUN: raptor-opt %s --crossbar-count=2 --core-count=2 --crossbar-size=4 --pass-pipeline='builtin.module(convert-spatial-to-pim)' | filecheck %s
// CHECK: pim.core attributes {coreId = 1 : i32}

// The resolved options are part of the printed pipeline.
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --convert-spatial-to-pim --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP
// DUMP: convert-spatial-to-pim{core-count=2 crossbar-count=2 crossbar-size=4 pipeline=1}

// RUN: not raptor-opt %s --crossbar-size=4 --crossbar-count=2 --convert-spatial-to-pim 2>&1 | filecheck %s --check-prefix=NO-CORES
// NO-CORES: raptor-opt: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires an explicit --core-count=<positive integer>

// Missing flags are reported before the input is read, all at once, and without a dump of the IR.
// RUN: not raptor-opt %s --convert-spatial-to-pim 2>&1 | filecheck %s --check-prefix=NONE
// NONE: raptor-opt: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires explicit --core-count, --crossbar-size and --crossbar-count (positive integers)
// NONE-NOT: builtin.module
// RUN: not raptor-opt %s.missing --crossbar-size=4 --pim-compile=output-dir=%t 2>&1 | filecheck %s --check-prefix=COMPILE
// COMPILE: raptor-opt: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires explicit --core-count and --crossbar-count (positive integers)
// COMPILE-NOT: cannot open input file

// RUN: not raptor-opt %s --convert-spatial-to-pim="core-count=2 crossbar-count=2" 2>&1 | filecheck %s --check-prefix=NO-SIZE
// NO-SIZE: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires an explicit --crossbar-size=<positive integer>

// RUN: not raptor-opt %s --convert-spatial-to-pim="core-count=2 crossbar-size=4" 2>&1 | filecheck %s --check-prefix=NO-COUNT
// NO-COUNT: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires an explicit --crossbar-count=<positive integer>

// RUN: not raptor-opt %s --convert-spatial-to-pim="core-count=-2 crossbar-size=4 crossbar-count=2" 2>&1 | filecheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires --core-count to be a positive integer

// RUN: not raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --pipeline=3 --convert-spatial-to-pim 2>&1 | filecheck %s --check-prefix=PIPELINE
// PIPELINE: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires --pipeline not to exceed --core-count

// RUN: not raptor-opt %s --convert-spatial-to-pim="core-count=2 crossbar-size=4 crossbar-count=2 pipeline=0" 2>&1 | filecheck %s --check-prefix=PIPELINE-ZERO
// PIPELINE-ZERO: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires --pipeline to be positive

// RUN: not raptor-opt %s --convert-spatial-to-pim="core-count=2147483647 crossbar-size=4 crossbar-count=2147483647 pipeline=2" 2>&1 | filecheck %s --check-prefix=OVERFLOW
// OVERFLOW: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation --crossbar-count * --pipeline overflows

// Bad global flags are usage errors before any input is read.
// RUN: not raptor-opt %s --core-count=0 2>&1 | filecheck %s --check-prefix=FLAG-ZERO
// FLAG-ZERO: raptor-opt: Pim compilation requires --core-count to be a positive integer
// RUN: not raptor-opt %s --crossbar-size=four 2>&1 | filecheck %s --check-prefix=FLAG-VALUE
// FLAG-VALUE: raptor-opt: for the --crossbar-size option: 'four' value invalid for integer argument!
// RUN: not raptor-opt %s --crossbar-count 2>&1 | filecheck %s --check-prefix=FLAG-MISSING
// FLAG-MISSING: raptor-opt: for the --crossbar-count option: requires a value!
// RUN: not raptor-opt %s --pipeline=-1 2>&1 | filecheck %s --check-prefix=FLAG-PIPELINE
// FLAG-PIPELINE: raptor-opt: Pim compilation requires --pipeline to be positive
// RUN: not raptor-opt %s --convert-spatial-to-pim="core-count=two" 2>&1 | filecheck %s --check-prefix=OPTION-VALUE
// OPTION-VALUE: raptor-opt: for the --core-count option: 'two' value invalid for integer argument!

func.func @main_graph(%arg0: tensor<1x4xf32>) {
  spat.scheduled_compute inputs(%arg0 : tensor<1x4xf32>) attributes {coreId = 1 : i32} {
  ^bb0(%a: tensor<1x4xf32>):
    spat.yield
  }
  return
}
