// raptor-run catches wrong outputs: in throughput mode three cores read the host input of
// four-cores-fan-in.mlir without the stage-zero barrier of a pipelined schedule, so under this
// randomized schedule core 0 starts the next input while core 3 still collects this one, and
// the first output is wrong (spec isa-simulator 5.9, the host-input lifetime race).
// RUN: not raptor-run %S/four-cores-fan-in.mlir --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=2 --batch-size=4 --sim-seed=0 | filecheck %s
// CHECK: FAIL: input 0, schedule seed 0, result 0 element 2 [0, 2]: expected 1.4724038, actual 0.0
// The same fan-in as a graph program scheduled in two pipeline stages (graph-pipeline.mlir)
// passes under the same input seed and schedule: the stage-zero barrier keeps the three readers
// of the input in step (spec 4.11).
// RUN: raptor-run %S/graph-pipeline.mlir --core-count=5 --crossbar-size=4 --crossbar-count=1 --seed=2 --pipeline=2 --batch-size=4 --sim-seed=0 | filecheck %s --check-prefix=PIPELINED
// PIPELINED: PASS: throughput mode, 4 inputs, 1 randomized schedule (seeds 0..0)
