// lower-spatial-plans: each plan op lowered in the layout planning selected. A row strip of
// NCHW [N, C, H, W] is a [N·H, W, C] tensor, one row per batch lane; MaxPool reduces, per lane,
// the input rows under its window, read straight from the row strip (after transposing a dense
// input into one) at rows computed from the lane; Relu, SiLU, Add and BiasAdd run per row;
// materializations are transposing gathers. Densely, each plan op is one compute (a BiasAdd on
// the lanes of a batch, per lane).
// RUN: raptor-opt %s --split-input-file --spatial-layout-planning --lower-spatial-plans | filecheck %s
// RUN: raptor-opt %s --split-input-file --pim-disable-spatial-planning --spatial-layout-planning --lower-spatial-plans | filecheck %s --check-prefix=DENSE

// CHECK-LABEL: func.func @chain
// CHECK:       %[[T:.*]] = spat.graph_compute inputs(%arg0 : tensor<1x2x4x4xf32>) -> tensor<4x4x2xf32>
// CHECK:         spat.transpose %{{.*}} : tensor<2x16xf32> -> tensor<16x2xf32>
// The 2x2 windows of stride 2 need no clamping: lane L reads rows 2L and 2L + 1.
// CHECK:       %[[P:.*]] = spat.graph_compute_batch lanes(2) inputs(%[[T]] : tensor<4x4x2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT:  ^bb0(%[[L:.*]]: index, %[[IN:.*]]: tensor<4x4x2xf32>, %{{.*}}: tensor<2x2x2xf32>):
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[TOP:.*]] = arith.muli %[[L]], %[[C2]] : index
// CHECK-NEXT:    tensor.extract_slice %[[IN]][%[[TOP]], 0, 0] [1, 4, 2] [1, 1, 1]
// CHECK-NEXT:    tensor.collapse_shape
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[TOP]], %[[C1]] : index
// CHECK-NEXT:    tensor.extract_slice %[[IN]][%[[NEXT]], 0, 0] [1, 4, 2] [1, 1, 1]
// CHECK-COUNT-3: spat.vmax
// CHECK-NOT:     spat.vmax
// CHECK:         tensor.parallel_insert_slice %{{.*}} into %{{.*}}[%[[L]], 0, 0] [1, 2, 2] [1, 1, 1]
// CHECK:       %[[S:.*]] = spat.graph_compute_batch lanes(2) inputs(%[[P]] : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT:  ^bb0(%[[L2:.*]]: index, %[[IN2:.*]]: tensor<2x2x2xf32>, %{{.*}}: tensor<2x2x2xf32>):
// CHECK-NEXT:    %[[ROW:.*]] = tensor.extract_slice %[[IN2]][%[[L2]], 0, 0] [1, 2, 2] [1, 1, 1]
// CHECK-NEXT:    %[[SIG:.*]] = spat.sigmoid %[[ROW]] : tensor<1x2x2xf32>
// CHECK-NEXT:    spat.vmul %[[ROW]], %[[SIG]] : tensor<1x2x2xf32>
// CHECK:       %[[D:.*]] = spat.graph_compute inputs(%[[S]] : tensor<2x2x2xf32>) -> tensor<1x2x2x2xf32>
// CHECK:       %[[R:.*]] = spat.graph_compute inputs(%[[D]] : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
// CHECK:         spat.relu %{{.*}} : tensor<1x2x2x2xf32>
// CHECK:       return %[[R]]
// DENSE-LABEL: func.func @chain
// DENSE-NOT:   graph_compute_batch
// DENSE:       %[[P:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<1x2x4x4xf32>, tensor<8xf32>) -> tensor<1x2x2x2xf32>
// DENSE-COUNT-3: spat.vmax
// DENSE:       %[[S:.*]] = spat.graph_compute inputs(%[[P]] : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
// DENSE-NEXT:  ^bb0
// DENSE-NEXT:    spat.sigmoid
// DENSE-NEXT:    spat.vmul
// DENSE:       spat.graph_compute inputs(%[[S]] : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
// DENSE-NEXT:  ^bb0
// DENSE-NEXT:    spat.relu
// DENSE-NOT:   graph_compute_batch
// DENSE:       return
func.func @chain(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %r = spat.silu_plan %p {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %o = spat.relu_plan %r {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %o : tensor<1x2x2x2xf32>
}

// -----

// The dense operand of the row-strip Add is materialized into a row strip by one gather; each
// lane copies the C constant bias values once per column into a [1, W, C] row and adds it.
// CHECK-LABEL: func.func @add_bias
// CHECK:       %[[P:.*]] = spat.graph_compute_batch lanes(2) inputs(%{{.*}} : tensor<4x4x2xf32>) -> tensor<2x2x2xf32>
// CHECK:       %[[Y:.*]] = spat.graph_compute inputs(%arg1 : tensor<1x2x2x2xf32>) -> tensor<2x2x2xf32>
// CHECK:       %[[A:.*]] = spat.graph_compute_batch lanes(2) inputs(%[[P]], %[[Y]] : tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT:  ^bb0(%[[L:.*]]: index, %[[LHS:.*]]: tensor<2x2x2xf32>, %[[RHS:.*]]: tensor<2x2x2xf32>, %{{.*}}: tensor<2x2x2xf32>):
// CHECK-NEXT:    %[[LR:.*]] = tensor.extract_slice %[[LHS]][%[[L]], 0, 0] [1, 2, 2] [1, 1, 1]
// CHECK-NEXT:    %[[RR:.*]] = tensor.extract_slice %[[RHS]][%[[L]], 0, 0] [1, 2, 2] [1, 1, 1]
// CHECK-NEXT:    spat.vadd %[[LR]], %[[RR]] : tensor<1x2x2xf32>
// CHECK:       %[[T:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:  %[[B:.*]] = spat.graph_compute_batch lanes(2) inputs(%[[A]], %[[T]] : tensor<2x2x2xf32>, tensor<2xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT:  ^bb0(%[[L2:.*]]: index, %[[X:.*]]: tensor<2x2x2xf32>, %[[BT:.*]]: tensor<2xf32>, %{{.*}}: tensor<2x2x2xf32>):
// CHECK-NEXT:    %[[XR:.*]] = tensor.extract_slice %[[X]][%[[L2]], 0, 0] [1, 2, 2] [1, 1, 1]
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %[[B0:.*]] = tensor.extract_slice %[[BT]][0] [2] [1] : tensor<2xf32> to tensor<2xf32>
// CHECK-NEXT:    %[[C0:.*]] = tensor.insert_slice %[[B0]] into %[[E]][0] [2] [1] : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT:    %[[B1:.*]] = tensor.extract_slice %[[BT]][0] [2] [1] : tensor<2xf32> to tensor<2xf32>
// CHECK-NEXT:    %[[C1:.*]] = tensor.insert_slice %[[B1]] into %[[C0]][2] [2] [1] : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT:    %[[ROW:.*]] = tensor.expand_shape %[[C1]] {{\[\[}}0, 1, 2]] output_shape [1, 2, 2] : tensor<4xf32> into tensor<1x2x2xf32>
// CHECK-NEXT:    spat.vadd %[[XR]], %[[ROW]] : tensor<1x2x2xf32>
// CHECK:       spat.graph_compute inputs(%[[B]] : tensor<2x2x2xf32>) -> tensor<1x2x2x2xf32>
// CHECK-NOT:   tensor<2xf32>
// CHECK:       return
// DENSE-LABEL: func.func @add_bias
// DENSE:       %[[A:.*]] = spat.graph_compute inputs(%{{.*}}, %arg1 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
// DENSE-NEXT:  ^bb0
// DENSE-NEXT:    spat.vadd
// DENSE:       %[[C:.*]] = arith.constant dense<{{\[\[\[\[}}1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00]], {{\[\[}}2.000000e+00, 2.000000e+00], [2.000000e+00, 2.000000e+00]]]]> : tensor<1x2x2x2xf32>
// DENSE-NEXT:  spat.graph_compute inputs(%[[A]], %[[C]] : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
// DENSE-NEXT:  ^bb0
// DENSE-NEXT:    spat.vadd
// DENSE-NOT:   graph_compute_batch
// DENSE:       return
func.func @add_bias(%x: tensor<1x2x4x4xf32>, %y: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %a = spat.add_plan %p, %y {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = spat.bias_add_plan %a, %c {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  %o = spat.relu_plan %b {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %o : tensor<1x2x2x2xf32>
}

// -----

// A dense BiasAdd of a batch whose lanes are the images is lowered per lane: each lane adds the
// bias of one image, [1, C, H, W], to its row.
// CHECK-LABEL: func.func @batch_bias
// CHECK:       %[[B:.*]] = spat.graph_compute_batch lanes(2) inputs(%arg0 : tensor<2x3xf32>) -> tensor<2x2x1x3xf32>
// CHECK:       %[[C:.*]] = arith.constant dense<{{\[\[\[\[}}5.000000e-01, 5.000000e-01, 5.000000e-01]], {{\[\[}}-5.000000e-01, -5.000000e-01, -5.000000e-01]]]]> : tensor<1x2x1x3xf32>
// CHECK-NEXT:  spat.graph_compute_batch lanes(2) inputs(%[[B]], %[[C]] : tensor<2x2x1x3xf32>, tensor<1x2x1x3xf32>) -> tensor<2x2x1x3xf32>
// CHECK-NEXT:  ^bb0(%[[L:.*]]: index, %[[X:.*]]: tensor<2x2x1x3xf32>, %[[BT:.*]]: tensor<1x2x1x3xf32>, %{{.*}}: tensor<2x2x1x3xf32>):
// CHECK-NEXT:    %[[R:.*]] = tensor.extract_slice %[[X]][%[[L]], 0, 0, 0] [1, 2, 1, 3] [1, 1, 1, 1]
// CHECK-NEXT:    spat.vadd %[[R]], %[[BT]] : tensor<1x2x1x3xf32>
func.func @batch_bias(%x: tensor<2x3xf32>) -> tensor<2x2x1x3xf32> {
  %b = spat.graph_compute_batch lanes(2) inputs(%x : tensor<2x3xf32>) -> tensor<2x2x1x3xf32> {
  ^bb0(%lane: index, %in: tensor<2x3xf32>, %out: tensor<2x2x1x3xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
    %e = tensor.expand_shape %row [[0], [1, 2, 3]] output_shape [1, 1, 1, 3] : tensor<1x3xf32> into tensor<1x1x1x3xf32>
    %two = tensor.concat dim(1) %e, %e : (tensor<1x1x1x3xf32>, tensor<1x1x1x3xf32>) -> tensor<1x2x1x3xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %two into %out[%lane, 0, 0, 0] [1, 2, 1, 3] [1, 1, 1, 1] : tensor<1x2x1x3xf32> into tensor<2x2x1x3xf32>
    }
  }
  %c = arith.constant dense<[0.5, -0.5]> : tensor<2xf32>
  %o = spat.bias_add_plan %b, %c {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<2x2x1x3xf32>, tensor<2xf32>) -> tensor<2x2x1x3xf32>
  return %o : tensor<2x2x1x3xf32>
}

// -----

// A channel Concat of two row strips joins each lane's rows: the W channel vectors of the inputs
// interleave (2 channels of the first, 1 of the second, per column). Densely it is one gather.
// CHECK-LABEL: func.func @concat_channels
// CHECK:       %[[P:.*]] = spat.graph_compute_batch lanes(2) inputs(%{{.*}} : tensor<4x4x2xf32>) -> tensor<2x2x2xf32>
// CHECK:       %[[Q:.*]] = spat.graph_compute_batch lanes(2) inputs(%{{.*}} : tensor<4x4x1xf32>) -> tensor<2x2x1xf32>
// CHECK:       %[[C:.*]] = spat.graph_compute_batch lanes(2) inputs(%[[P]], %[[Q]] : tensor<2x2x2xf32>, tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
// CHECK-NEXT:  ^bb0(%[[L:.*]]: index, %[[A:.*]]: tensor<2x2x2xf32>, %[[B:.*]]: tensor<2x2x1xf32>, %{{.*}}: tensor<2x2x3xf32>):
// CHECK-NEXT:    %[[AR:.*]] = tensor.extract_slice %[[A]][%[[L]], 0, 0] [1, 2, 2] [1, 1, 1]
// CHECK-NEXT:    %[[BR:.*]] = tensor.extract_slice %[[B]][%[[L]], 0, 0] [1, 2, 1] [1, 1, 1]
// CHECK-NEXT:    %[[AF:.*]] = tensor.collapse_shape %[[AR]]
// CHECK-NEXT:    %[[BF:.*]] = tensor.collapse_shape %[[BR]]
// CHECK-NEXT:    tensor.empty() : tensor<6xf32>
// CHECK-NEXT:    tensor.extract_slice %[[AF]][0] [2] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[0] [2] [1]
// CHECK-NEXT:    tensor.extract_slice %[[BF]][0] [1] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[2] [1] [1]
// CHECK-NEXT:    tensor.extract_slice %[[AF]][2] [2] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[3] [2] [1]
// CHECK-NEXT:    tensor.extract_slice %[[BF]][1] [1] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[5] [1] [1]
// CHECK:       %[[D:.*]] = spat.graph_compute inputs(%[[C]] : tensor<2x2x3xf32>) -> tensor<1x3x2x2xf32>
// CHECK:       spat.graph_compute inputs(%[[D]] : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
// CHECK:         spat.relu
// DENSE-LABEL: func.func @concat_channels
// DENSE-NOT:   graph_compute_batch
// DENSE:       %[[P:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<1x2x4x4xf32>, tensor<8xf32>) -> tensor<1x2x2x2xf32>
// DENSE:       %[[Q:.*]] = spat.graph_compute inputs(%arg1, %{{.*}} : tensor<1x1x4x4xf32>, tensor<4xf32>) -> tensor<1x1x2x2xf32>
// DENSE:       spat.graph_compute inputs(%[[P]], %[[Q]] : tensor<1x2x2x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x3x2x2xf32>
// DENSE-NOT:   graph_compute_batch
// DENSE:       return
func.func @concat_channels(%x: tensor<1x2x4x4xf32>, %y: tensor<1x1x4x4xf32>) -> tensor<1x3x2x2xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %q = spat.max_pool2d_plan %y {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  %c = spat.concat_plan %p, %q {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x3x2x2xf32>
  %o = spat.relu_plan %c {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  return %o : tensor<1x3x2x2xf32>
}

// -----

// A Flatten at axis 1 reads the row strip itself (no materialization): one gather puts the
// [H, W, C] rows of each image back in CHW order.
// CHECK-LABEL: func.func @flatten_strip
// CHECK-NOT:   spat.materialize_layout
// CHECK:       %[[R:.*]] = spat.graph_compute_batch lanes(2) inputs(%{{.*}} : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
// CHECK:         spat.relu
// CHECK:       %[[F:.*]] = spat.graph_compute inputs(%[[R]] : tensor<2x2x2xf32>) -> tensor<1x8xf32>
// CHECK-NEXT:  ^bb0(%[[IN:.*]]: tensor<2x2x2xf32>):
// CHECK-NEXT:    %[[FLAT:.*]] = tensor.collapse_shape %[[IN]]
// CHECK-NEXT:    tensor.empty() : tensor<8xf32>
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][0] [1] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[0] [1] [1]
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][2] [1] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[1] [1] [1]
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][4] [1] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[2] [1] [1]
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][6] [1] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[3] [1] [1]
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][1] [1] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[4] [1] [1]
// CHECK:       return %[[F]]
// DENSE-LABEL: func.func @flatten_strip
// DENSE-NOT:   graph_compute_batch
// DENSE:       %[[R:.*]] = spat.graph_compute inputs(%{{.*}} : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
// DENSE:       spat.graph_compute inputs(%[[R]] : tensor<1x2x2x2xf32>) -> tensor<1x8xf32>
// DENSE-NEXT:  ^bb0
// DENSE-NEXT:    tensor.collapse_shape
// DENSE-NEXT:    tensor.expand_shape %{{.*}} : tensor<8xf32> into tensor<1x8xf32>
// DENSE-NEXT:    spat.yield
// DENSE:       return
func.func @flatten_strip(%x: tensor<1x2x4x4xf32>) -> tensor<1x8xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %r = spat.relu_plan %p {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %f = spat.flatten_plan %r {axis = 1 : i64, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x8xf32>
  return %f : tensor<1x8xf32>
}

// -----

// A nearest Resize of a row strip stays a row strip: one gather copies each output column's
// channel vector from input row oh/2, column ow/2 (runs coalesce across columns).
// CHECK-LABEL: func.func @resize_strip
// CHECK:       %[[P:.*]] = spat.graph_compute_batch lanes(2) inputs(%{{.*}} : tensor<4x4x2xf32>) -> tensor<2x2x2xf32>
// CHECK:       %[[R:.*]] = spat.graph_compute inputs(%[[P]] : tensor<2x2x2xf32>) -> tensor<4x4x2xf32>
// CHECK-NEXT:  ^bb0(%[[IN:.*]]: tensor<2x2x2xf32>):
// CHECK-NEXT:    %[[FLAT:.*]] = tensor.collapse_shape %[[IN]]
// CHECK-NEXT:    tensor.empty() : tensor<32xf32>
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][0] [2] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[0] [2] [1]
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][0] [4] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[2] [4] [1]
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][2] [2] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[6] [2] [1]
// CHECK-NEXT:    tensor.extract_slice %[[FLAT]][0] [2] [1]
// CHECK-NEXT:    tensor.insert_slice %{{.*}}[8] [2] [1]
// CHECK:       %[[D:.*]] = spat.graph_compute inputs(%[[R]] : tensor<4x4x2xf32>) -> tensor<1x2x4x4xf32>
// CHECK:       spat.graph_compute inputs(%[[D]] : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
// CHECK:         spat.relu
// DENSE-LABEL: func.func @resize_strip
// DENSE-NOT:   graph_compute_batch
// DENSE:       %[[P:.*]] = spat.graph_compute inputs(%arg0, %{{.*}} : tensor<1x2x4x4xf32>, tensor<8xf32>) -> tensor<1x2x2x2xf32>
// DENSE:       %[[R:.*]] = spat.graph_compute inputs(%[[P]] : tensor<1x2x2x2xf32>) -> tensor<1x2x4x4xf32>
// DENSE:       spat.graph_compute inputs(%[[R]] : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
// DENSE:       return
func.func @resize_strip(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %r = spat.resize_nearest_plan %p {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x2x2xf32>) -> tensor<1x2x4x4xf32>
  %o = spat.relu_plan %r {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %o : tensor<1x2x4x4xf32>
}

// -----

// Transpose plans between NCHW and NHWC (what a Conv of one group puts around its patches): an
// NHWC tensor made NCHW, a Relu, and back to NHWC. Planned, the NCHW side is a row strip whose
// data is the NHWC tensor's, so both transposes are reshapes and the Relu runs per row; dense,
// each transpose is one spat.transpose.
// CHECK-LABEL: func.func @nhwc_round_trip
// CHECK-NOT:   spat.transpose
// CHECK:       %[[STRIP:.*]] = spat.graph_compute inputs(%arg0 : tensor<1x3x4x2xf32>) -> tensor<3x4x2xf32>
// CHECK:       %[[RELU:.*]] = spat.graph_compute_batch lanes(3) inputs(%[[STRIP]] : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
// CHECK:       spat.relu %{{.*}} : tensor<1x4x2xf32>
// CHECK:       %[[BACK:.*]] = spat.graph_compute inputs(%[[RELU]] : tensor<3x4x2xf32>) -> tensor<1x3x4x2xf32>
// CHECK-NOT:   spat.transpose
// CHECK:       return %[[BACK]]
// DENSE-LABEL: func.func @nhwc_round_trip
// DENSE:       spat.transpose %{{.*}} : tensor<12x2xf32> -> tensor<2x12xf32>
// DENSE:       spat.relu %{{.*}} : tensor<1x2x3x4xf32>
// DENSE:       spat.transpose %{{.*}} : tensor<2x12xf32> -> tensor<12x2xf32>
func.func @nhwc_round_trip(%x: tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32> {
  %n = spat.transpose_plan %x {logicalLayout = #spat.logical_layout<NCHW>, perm = array<i64: 0, 3, 1, 2>} : (tensor<1x3x4x2xf32>) -> tensor<1x2x3x4xf32>
  %r = spat.relu_plan %n {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %h = spat.transpose_plan %r {logicalLayout = #spat.logical_layout<NCHW>, perm = array<i64: 0, 2, 3, 1>} : (tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32>
  return %h : tensor<1x3x4x2xf32>
}

// -----

// A padded MaxPool reads no padding: lane L's window rows 2L - 1, 2L and 2L + 1 are clamped into
// the 5 input rows (the first from below, the last from above, the middle one never), and the
// padding column left of column 0 is column 0 itself, which the same window covers: the first
// kernel column gathers input columns 0, 1 and 3 for the 3 outputs.
// CHECK-LABEL: func.func @padded_pool
// CHECK:       spat.graph_compute_batch lanes(3) inputs(%{{.*}} : tensor<5x5x1xf32>) -> tensor<3x3x1xf32>
// CHECK-NEXT:  ^bb0(%[[L:.*]]: index, %[[IN:.*]]: tensor<5x5x1xf32>, %{{.*}}: tensor<3x3x1xf32>):
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[TOP:.*]] = arith.muli %[[L]], %[[C2]] : index
// CHECK-NEXT:    %[[CM1:.*]] = arith.constant -1 : index
// CHECK-NEXT:    %[[UP:.*]] = arith.addi %[[TOP]], %[[CM1]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[ABOVE:.*]] = arith.maxsi %[[UP]], %[[C0]] : index
// CHECK-NEXT:    %[[R0:.*]] = tensor.extract_slice %[[IN]][%[[ABOVE]], 0, 0] [1, 5, 1] [1, 1, 1]
// CHECK-NEXT:    %[[F0:.*]] = tensor.collapse_shape %[[R0]]
// CHECK-NEXT:    tensor.extract_slice %[[IN]][%[[TOP]], 0, 0] [1, 5, 1] [1, 1, 1]
// CHECK-NEXT:    tensor.collapse_shape
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DOWN:.*]] = arith.addi %[[TOP]], %[[C1]] : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[BELOW:.*]] = arith.minsi %[[DOWN]], %[[C4]] : index
// CHECK-NEXT:    tensor.extract_slice %[[IN]][%[[BELOW]], 0, 0] [1, 5, 1] [1, 1, 1]
// CHECK-NEXT:    tensor.collapse_shape
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<3xf32>
// CHECK-NEXT:    %[[A:.*]] = tensor.extract_slice %[[F0]][0] [2] [1] : tensor<5xf32> to tensor<2xf32>
// CHECK-NEXT:    %[[AE:.*]] = tensor.insert_slice %[[A]] into %[[E]][0] [2] [1]
// CHECK-NEXT:    %[[B:.*]] = tensor.extract_slice %[[F0]][3] [1] [1] : tensor<5xf32> to tensor<1xf32>
// CHECK-NEXT:    tensor.insert_slice %[[B]] into %[[AE]][2] [1] [1]
// CHECK-COUNT-8: spat.vmax
// CHECK-NOT:     spat.vmax
// CHECK:         tensor.parallel_insert_slice %{{.*}} into %{{.*}}[%[[L]], 0, 0] [1, 3, 1] [1, 1, 1]
func.func @padded_pool(%x: tensor<1x1x5x5xf32>) -> tensor<1x1x3x3xf32> {
  %p = spat.max_pool2d_plan %x {kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>, logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x1x5x5xf32>) -> tensor<1x1x3x3xf32>
  %r = spat.silu_plan %p {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %o = spat.relu_plan %r {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %o : tensor<1x1x3x3xf32>
}
