// A gather whose copies advance by constant strides is one scf.for over them (eight or more
// copies): each kernel column of a 2x2 stride-2 MaxPool row strip takes the channel vectors
// (2 elements) of input columns 2·i + tap into output column i, and a row-strip BiasAdd copies
// the 2 bias values into each of the 8 columns (a source offset that does not move). The
// simulated result of the lowered program matches the reference evaluator, which runs the loops.
// RUN: raptor-opt %s --spatial-layout-planning --lower-spatial-plans | filecheck %s
// RUN: raptor-opt %s --spatial-layout-planning --lower-spatial-plans | raptor-run - --core-count=4 --crossbar-size=8 --crossbar-count=4 --seed=3 --sim-seed=0..4 | filecheck %s --check-prefix=SIM

// CHECK-LABEL: func.func @pool_bias
// CHECK:       spat.graph_compute_batch lanes(2)
// CHECK:         %[[ROW:.*]] = tensor.collapse_shape %{{.*}} : tensor<1x16x2xf32> into tensor<32xf32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<16xf32>
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[TAP0:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C8]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[E]]) -> (tensor<16xf32>) {
// CHECK-NEXT:      %[[FROM:.*]] = arith.muli %[[I]], %[[C4]] : index
// CHECK-NEXT:      %[[TO:.*]] = arith.muli %[[I]], %[[C2]] : index
// CHECK-NEXT:      %[[V:.*]] = tensor.extract_slice %[[ROW]][%[[FROM]]] [2] [1] : tensor<32xf32> to tensor<2xf32>
// CHECK-NEXT:      %[[W:.*]] = tensor.insert_slice %[[V]] into %[[ACC]][%[[TO]]] [2] [1] : tensor<2xf32> into tensor<16xf32>
// CHECK-NEXT:      scf.yield %[[W]] : tensor<16xf32>
// CHECK-NEXT:    }
// CHECK:         scf.for
// CHECK:           %[[SCALED:.*]] = arith.muli
// CHECK-NEXT:      %[[SHIFTED:.*]] = arith.addi %[[SCALED]], %{{.*}} : index
// CHECK:           tensor.extract_slice %[[ROW]][%[[SHIFTED]]] [2] [1]
// CHECK:         spat.vmax %[[TAP0]], %{{.*}} : tensor<16xf32>
// CHECK:       spat.graph_compute_batch lanes(2) inputs(%{{.*}}, %{{.*}} : tensor<2x8x2xf32>, tensor<2xf32>)
// CHECK-NEXT:  ^bb0(%{{.*}}: index, %{{.*}}: tensor<2x8x2xf32>, %[[BIAS:.*]]: tensor<2xf32>, %{{.*}}: tensor<2x8x2xf32>):
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[B:.*]] = %{{.*}}) -> (tensor<16xf32>) {
// CHECK-NEXT:      %[[AT:.*]] = arith.muli %[[J]], %{{.*}} : index
// CHECK-NEXT:      %[[ALL:.*]] = tensor.extract_slice %[[BIAS]][0] [2] [1] : tensor<2xf32> to tensor<2xf32>
// CHECK-NEXT:      tensor.insert_slice %[[ALL]] into %[[B]][%[[AT]]] [2] [1] : tensor<2xf32> into tensor<16xf32>
// CHECK:       return
// SIM: PASS: latency mode, 5 randomized schedules (seeds 0..4)
func.func @pool_bias(%x: tensor<1x2x4x16xf32>) -> tensor<1x2x2x8xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x16xf32>) -> tensor<1x2x2x8xf32>
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = spat.bias_add_plan %p, %c {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x8xf32>, tensor<2xf32>) -> tensor<1x2x2x8xf32>
  %o = spat.relu_plan %b {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32>
  return %o : tensor<1x2x2x8xf32>
}
