// The plan ops convert-onnx-to-spatial emits for layout planning: Relu, SiLU, Add of two
// runtime tensors of one shape, MaxPool without dilation (explicit pads, SAME resolved), and the
// bias of a Conv as a bias_add_plan after the crossbar computes. Add with a broadcast operand and
// a dilated MaxPool keep their direct lowerings.
// RUN: raptor-opt %s --split-input-file --core-count=1 --crossbar-size=8 --crossbar-count=8 --convert-onnx-to-spatial | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[R:.*]] = spat.relu_plan %arg0 {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
// CHECK-NEXT:  %[[P:.*]] = spat.max_pool2d_plan %[[R]] {kernel_shape = array<i64: 3, 3>, logicalLayout = #spat.logical_layout<NCHW>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:  %[[S:.*]] = spat.silu_plan %[[P]] {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:  spat.add_plan %[[S]], %[[P]] {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
func.func @main_graph(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %r = "onnx.Relu"(%x) : (tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %p = "onnx.MaxPoolSingleOut"(%r) {auto_pad = "SAME_UPPER", kernel_shape = [3, 3], strides = [2, 2]} : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
  %s = "onnx.SiLU"(%p) : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %a = "onnx.Add"(%s, %p) : (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %a : tensor<1x2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @main_graph
// CHECK-NOT:   _plan
// CHECK:       spat.graph_compute inputs(%arg0, %{{.*}} : tensor<1x1x5x5xf32>, tensor<9xf32>) -> tensor<1x1x3x3xf32>
// CHECK-COUNT-3: spat.vmax
// CHECK-NOT:   _plan
// CHECK:       spat.vadd
// CHECK-NOT:   _plan
// CHECK:       return
func.func @main_graph(%x: tensor<1x1x5x5xf32>, %y: tensor<3xf32>) -> tensor<1x1x3x3xf32> {
  %p = "onnx.MaxPoolSingleOut"(%x) {kernel_shape = [2, 2], dilations = [2, 2]} : (tensor<1x1x5x5xf32>) -> tensor<1x1x3x3xf32>
  %a = "onnx.Add"(%p, %y) : (tensor<1x1x3x3xf32>, tensor<3xf32>) -> tensor<1x1x3x3xf32>
  return %a : tensor<1x1x3x3xf32>
}

// -----

// The Conv's crossbar computes produce the NHWC result without the bias, a transpose plan
// makes it NCHW, and the bias is a host constant of C elements added by the plan op.
// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[P:.*]] = spat.graph_compute inputs(%{{.*}} : tensor<4x3xf32>) -> tensor<1x2x2x3xf32>
// CHECK-NEXT:  ^bb0
// CHECK-NEXT:    tensor.collapse_shape
// CHECK-NEXT:    tensor.expand_shape
// CHECK-NEXT:    spat.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[Y:.*]] = spat.transpose_plan %[[P]] {logicalLayout = #spat.logical_layout<NCHW>, perm = array<i64: 0, 3, 1, 2>} : (tensor<1x2x2x3xf32>) -> tensor<1x3x2x2xf32>
// CHECK:       %[[B:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:  %[[O:.*]] = spat.bias_add_plan %[[Y]], %[[B]] {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x3x2x2xf32>, tensor<3xf32>) -> tensor<1x3x2x2xf32>
// CHECK-NEXT:  return %[[O]]
func.func @main_graph(%x: tensor<1x2x3x3xf32>) -> tensor<1x3x2x2xf32> {
  %w = "onnx.Constant"() {value = dense<0.25> : tensor<3x2x2x2xf32>} : () -> tensor<3x2x2x2xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %y = "onnx.Conv"(%x, %w, %b) : (tensor<1x2x3x3xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>) -> tensor<1x3x2x2xf32>
  return %y : tensor<1x3x2x2xf32>
}

// -----

// An Add of a per-channel constant ([C, 1, 1] or [1, C, 1, 1]) to an NCHW tensor is a bias.
// CHECK-LABEL: func.func @main_graph
// CHECK:       %[[B:.*]] = arith.constant dense<[5.000000e-01, -1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:  %[[A:.*]] = spat.bias_add_plan %arg0, %[[B]] {logicalLayout = #spat.logical_layout<NCHW>} : (tensor<1x2x3x3xf32>, tensor<2xf32>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:  %[[C:.*]] = arith.constant dense<[5.000000e-01, -1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:  spat.bias_add_plan %[[A]], %[[C]]
func.func @main_graph(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %c = "onnx.Constant"() {value = dense<[[[0.5]], [[-1.0]]]> : tensor<2x1x1xf32>} : () -> tensor<2x1x1xf32>
  %d = "onnx.Constant"() {value = dense<[[[[0.5]], [[-1.0]]]]> : tensor<1x2x1x1xf32>} : () -> tensor<1x2x1x1xf32>
  %a = "onnx.Add"(%x, %c) : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) -> tensor<1x2x3x3xf32>
  %b = "onnx.Add"(%d, %a) : (tensor<1x2x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %b : tensor<1x2x3x3xf32>
}
