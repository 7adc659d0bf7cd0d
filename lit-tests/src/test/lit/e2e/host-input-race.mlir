// raptor-run catches wrong outputs: in throughput mode three cores read the host input of
// four-cores-fan-in.mlir without the stage-zero barrier of a pipelined schedule, so under this
// randomized schedule core 0 starts the next input while core 3 still collects this one, and
// the first output is wrong (spec isa-simulator 5.9, the host-input lifetime race).
// RUN: not raptor-run %S/four-cores-fan-in.mlir --core-count=4 --crossbar-size=4 --crossbar-count=1 --seed=2 --batch-size=4 --sim-seed=0 | filecheck %s
// CHECK: FAIL: input 0, schedule seed 0, result 0 element 2 [0, 2]: expected 1.4724038, actual 0.0
