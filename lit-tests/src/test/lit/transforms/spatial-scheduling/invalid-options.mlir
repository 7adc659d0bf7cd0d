// Bad target options of the scheduling passes, as located errors.
// RUN: not raptor-opt %s --schedule-and-realize-spatial="crossbar-size=4 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=CORES
// RUN: not raptor-opt %s --schedule-and-realize-spatial="core-count=2 crossbar-size=4 crossbar-count=1 pipeline=3" 2>&1 | filecheck %s --check-prefix=PIPELINE
// RUN: not raptor-opt %s --schedule-and-realize-spatial="core-count=2 crossbar-size=4 crossbar-count=1 pipeline=0" 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not raptor-opt %s --schedule-and-realize-spatial="core-count=2 crossbar-size=4 crossbar-count=2147483647 pipeline=2" 2>&1 | filecheck %s --check-prefix=OVERFLOW
// RUN: not raptor-opt %s --spat-trivial-merge="core-count=2 crossbar-size=4" 2>&1 | filecheck %s --check-prefix=MERGE
// CORES: invalid-options.mlir:0:0: error: ScheduleAndRealizeSpatial requires valid pipeline stages and resource counts: Pim compilation requires an explicit --core-count=<positive integer>
// PIPELINE: error: ScheduleAndRealizeSpatial requires valid pipeline stages and resource counts: Pim compilation requires --pipeline not to exceed --core-count
// ZERO: invalid-options.mlir:0:0: error: ScheduleAndRealizeSpatial requires valid pipeline stages and resource counts: Pim compilation requires --pipeline to be positive
// OVERFLOW: invalid-options.mlir:0:0: error: ScheduleAndRealizeSpatial requires valid pipeline stages and resource counts: Pim compilation --crossbar-count * --pipeline overflows
// MERGE: error: Spatial graph merging requires valid target resources: Pim compilation requires an explicit --crossbar-count=<positive integer>
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %a = spat.graph_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.relu %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %a : tensor<1x4xf32>
}
