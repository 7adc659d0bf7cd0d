// Bad target options of spat-place-trivial, as errors naming the flag.
// RUN: not raptor-opt %s --spat-place-trivial="crossbar-size=4 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=CORES
// RUN: not raptor-opt %s --spat-place-trivial="core-count=2 crossbar-size=0 crossbar-count=1" 2>&1 | filecheck %s --check-prefix=SIZE
// CORES: error: Spatial graph merging requires valid target resources: Pim compilation requires an explicit --core-count=<positive integer>
// SIZE: error: Spatial graph merging requires valid target resources: Pim compilation requires an explicit --crossbar-size=<positive integer>
func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %a = spat.graph_compute inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%i: tensor<1x4xf32>):
    %r = spat.relu %i : tensor<1x4xf32>
    spat.yield %r : tensor<1x4xf32>
  }
  return %a : tensor<1x4xf32>
}
