// The README's example network compiled by raptor-compile with each placement and simulated by
// raptor-sim: the trivial placement reports its stage and writes placed Spatial IR; pipeline
// stages need the scheduler and at most one stage per core.
// RUN: raptor-compile %S/../../../../../examples/onnx/small-cnn.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8 --placement=trivial --dump-stages -o %t/trivial | filecheck %s --check-prefix=STAGES
// RUN: filecheck %s --check-prefix=PLACED < %t/trivial/spatial2_scheduled.mlir
// RUN: raptor-sim -f %t/trivial/pim | filecheck %s --check-prefix=SIM
// RUN: raptor-compile %S/../../../../../examples/onnx/small-cnn.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8 --pipeline=2 -o %t/pipelined | filecheck %s --check-prefix=PIPELINED
// RUN: not raptor-compile %S/../../../../../examples/onnx/small-cnn.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8 --pipeline=5 -o %t/bad 2>&1 | filecheck %s --check-prefix=CORES
// RUN: not raptor-compile %S/../../../../../examples/onnx/small-cnn.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8 --pipeline=0 -o %t/bad 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not raptor-compile %S/../../../../../examples/onnx/small-cnn.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8 --pipeline=2 --placement=trivial -o %t/bad 2>&1 | filecheck %s --check-prefix=TRIVIAL
// STAGES: [0/13] import
// STAGES: [5/13] spat-trivial-merge
// STAGES: [6/13] spat-place-trivial
// STAGES: [9/13] pim-host-constant-folding
// STAGES: [10/13] pim-forward-local-copies
// STAGES: [13/13] emit-pim-code
// PLACED-NOT: spat.graph_compute
// PLACED: spat.scheduled_compute {{.*}}coreId = 0 : i32
// PLACED-NOT: spat.graph_compute
// SIM: output 0 ({{.*}}40 bytes, float32):
// PIPELINED: [6/13] schedule-and-realize-spatial
// PIPELINED: artifacts in
// CORES: error: Pim compilation requires --pipeline not to exceed --core-count
// ZERO: error: Pim compilation requires --pipeline to be positive
// TRIVIAL: error: --placement=trivial places for latency only; --pipeline=2 needs --placement=schedule
