// spatial-layout-planning: the layout each plan op gets for given shapes and neighbours, its
// annotation, and the materializations the choice needs. With --pim-disable-spatial-planning
// every plan op stays DenseNCHW and nothing is materialized.
// RUN: raptor-opt %s --split-input-file --spatial-layout-planning | filecheck %s
// RUN: raptor-opt %s --split-input-file --pim-disable-spatial-planning --spatial-layout-planning | filecheck %s --check-prefix=DENSE
// RUN: raptor-opt %s --split-input-file --spatial-layout-planning=pim-disable-spatial-planning=true | filecheck %s --check-prefix=DENSE

// MaxPool reads a dense input and gives a row strip (cost -1); the Relu after it keeps the row
// strip (-1); the last Relu feeds the result, so it is dense and a materialization to
// DenseNCHW sits in front of it.
// CHECK-LABEL: func.func @chain
// CHECK:       %[[P:.*]] = spat.max_pool2d_plan %arg0 {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>
// CHECK-NEXT:  %[[R:.*]] = spat.relu_plan %[[P]] {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>}
// CHECK-NEXT:  %[[M:.*]] = spat.materialize_layout %[[R]] from <NHWCRowStrip> to <DenseNCHW>
// CHECK-NEXT:  %[[O:.*]] = spat.relu_plan %[[M]] {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>}
// CHECK-NEXT:  return %[[O]]
// DENSE-LABEL: func.func @chain
// DENSE-NOT:   materialize_layout
// DENSE-NOT:   NHWCRowStrip
// DENSE-COUNT-3: spat.selected_layout = #spat.physical_layout<DenseNCHW>
// DENSE-NOT:   materialize_layout
// DENSE:       return
func.func @chain(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %r = spat.relu_plan %p {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %o = spat.relu_plan %r {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %o : tensor<1x2x2x2xf32>
}

// -----

// A MaxPool that feeds the function's result never takes the row strip; a Relu of a dense
// input has no row-strip alternative; a rank-2 Relu has only the dense one.
// CHECK-LABEL: func.func @dense_only
// CHECK:       spat.relu_plan %arg0 {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>}
// CHECK:       spat.max_pool2d_plan {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>
// CHECK:       spat.relu_plan %arg1 {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>}
// CHECK-NOT:   materialize_layout
// CHECK:       return
func.func @dense_only(%x: tensor<1x2x4x4xf32>, %v: tensor<2x3xf32>) -> (tensor<1x2x2x2xf32>, tensor<2x3xf32>) {
  %r = spat.relu_plan %x {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %p = spat.max_pool2d_plan %r {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %w = spat.relu_plan %v {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %p, %w : tensor<1x2x2x2xf32>, tensor<2x3xf32>
}

// -----

// Add of a row strip and a dense tensor: the row-strip alternative costs -1 + 1 (one operand
// to materialize) = 0 and the dense one 0 + 1 = 1, so the dense operand is materialized into a
// row strip. A BiasAdd of a row strip and a constant bias stays a row strip; the graph compute
// that reads the result (not a plan op) gets a materialization to DenseNCHW.
// CHECK-LABEL: func.func @add_bias
// CHECK:       %[[P:.*]] = spat.max_pool2d_plan %arg0 {{.*}}NHWCRowStrip
// CHECK-NEXT:  %[[D:.*]] = spat.materialize_layout %arg1 from <DenseNCHW> to <NHWCRowStrip>
// CHECK-NEXT:  %[[A:.*]] = spat.add_plan %[[P]], %[[D]] {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>}
// CHECK-NEXT:  %[[C:.*]] = arith.constant
// CHECK-NEXT:  %[[B:.*]] = spat.bias_add_plan %[[A]], %[[C]] {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>}
// CHECK-NEXT:  %[[M:.*]] = spat.materialize_layout %[[B]] from <NHWCRowStrip> to <DenseNCHW>
// CHECK-NEXT:  spat.graph_compute inputs(%[[M]] : tensor<1x2x2x2xf32>)
// DENSE-LABEL: func.func @add_bias
// DENSE-NOT:   materialize_layout
// DENSE:       return
func.func @add_bias(%x: tensor<1x2x4x4xf32>, %y: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %a = spat.add_plan %p, %y {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = spat.bias_add_plan %a, %c {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  %o = spat.graph_compute inputs(%b : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  ^bb0(%in: tensor<1x2x2x2xf32>):
    %r = spat.relu %in : tensor<1x2x2x2xf32>
    spat.yield %r : tensor<1x2x2x2xf32>
  }
  return %o : tensor<1x2x2x2xf32>
}

// -----

// A BiasAdd whose bias is a runtime tensor has no row-strip alternative, so the MaxPool's row
// strip (-1) pays +1 for a user that accepts no row strip: the tie keeps DenseNCHW.
// CHECK-LABEL: func.func @runtime_bias
// CHECK:       spat.max_pool2d_plan {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>
// CHECK-NEXT:  spat.bias_add_plan {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>
// CHECK-NOT:   materialize_layout
func.func @runtime_bias(%x: tensor<1x2x4x4xf32>, %c: tensor<2xf32>) -> tensor<1x2x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %b = spat.bias_add_plan %p, %c {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  return %b : tensor<1x2x2x2xf32>
}

// -----

// SiLU's row strip costs -2, Relu's -1: after a row-strip MaxPool both keep the row strip, and
// a SiLU whose input is dense gets no row strip.
// CHECK-LABEL: func.func @silu
// CHECK:       spat.max_pool2d_plan {{.*}}NHWCRowStrip
// CHECK-NEXT:  spat.silu_plan {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>
// CHECK-NEXT:  spat.relu_plan {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>
// CHECK-NEXT:  spat.materialize_layout {{.*}} from <NHWCRowStrip> to <DenseNCHW>
// CHECK-NEXT:  spat.silu_plan {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>
func.func @silu(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %s = spat.silu_plan %p {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r = spat.relu_plan %s {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %o = spat.silu_plan %r {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %o : tensor<1x2x2x2xf32>
}

// -----

// Concat accepts row strips at every input (cost -1), so both MaxPools choose row strips and the
// Concat keeps them; a Flatten at axis 1 reads the row strip itself and gives the dense result,
// so nothing is materialized. A Concat along H and a Flatten at axis 2 stay dense.
// CHECK-LABEL: func.func @concat_flatten
// CHECK-NOT:   materialize_layout
// CHECK:       %[[P:.*]] = spat.max_pool2d_plan %arg0 {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>
// CHECK-NEXT:  %[[Q:.*]] = spat.max_pool2d_plan %arg1 {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>
// CHECK-NEXT:  %[[C:.*]] = spat.concat_plan %[[P]], %[[Q]] {{.*}}spat.selected_layout = #spat.physical_layout<NHWCRowStrip>}
// CHECK-NEXT:  %[[F:.*]] = spat.flatten_plan %[[C]] {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>}
// CHECK-NEXT:  %[[H:.*]] = spat.concat_plan %arg2, %arg2 {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>}
// CHECK-NEXT:  %[[G:.*]] = spat.flatten_plan %[[H]] {{.*}}spat.selected_layout = #spat.physical_layout<DenseNCHW>}
// CHECK-NEXT:  return %[[F]], %[[G]]
// DENSE-LABEL: func.func @concat_flatten
// DENSE-NOT:   NHWCRowStrip
// DENSE-COUNT-6: spat.selected_layout = #spat.physical_layout<DenseNCHW>
// DENSE-NOT:   materialize_layout
// DENSE:       return
func.func @concat_flatten(%x: tensor<1x2x4x4xf32>, %y: tensor<1x1x4x4xf32>, %z: tensor<1x1x2x2xf32>) -> (tensor<1x12xf32>, tensor<4x2xf32>) {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %q = spat.max_pool2d_plan %y {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  %c = spat.concat_plan %p, %q {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x3x2x2xf32>
  %f = spat.flatten_plan %c {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x3x2x2xf32>) -> tensor<1x12xf32>
  %h = spat.concat_plan %z, %z {axis = 2 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x4x2xf32>
  %g = spat.flatten_plan %h {axis = 3 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x1x4x2xf32>) -> tensor<4x2xf32>
  return %f, %g : tensor<1x12xf32>, tensor<4x2xf32>
}
