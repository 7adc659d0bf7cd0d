// Each onnx verifier error, one case per chunk.
// RUN: raptor-opt %s --split-input-file --verify-diagnostics

func.func @gemm_trans(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Gemm' op attribute 'transA' must be 0 or 1, but got 2}}
  %0 = "onnx.Gemm"(%a, %b, %none) <{transA = 2 : si64}> : (tensor<2x3xf32>, tensor<3x4xf32>, none) -> tensor<*xf32>
  return
}

// -----

func.func @gemm_rank(%a: tensor<2x3x1xf32>, %b: tensor<3x4xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Gemm' op operand 'A' must have rank 2, but has rank 3}}
  %0 = "onnx.Gemm"(%a, %b, %none) : (tensor<2x3x1xf32>, tensor<3x4xf32>, none) -> tensor<*xf32>
  return
}

// -----

func.func @conv_group(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4x3x3xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Conv' op attribute 'group' must be positive, but is 0}}
  %0 = "onnx.Conv"(%x, %w, %none) <{group = 0 : si64}> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>, none) -> tensor<*xf32>
  return
}

// -----

func.func @conv_kernel(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4x3x3xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Conv' op attribute 'kernel_shape' must have 2 elements, but has 3}}
  %0 = "onnx.Conv"(%x, %w, %none) <{kernel_shape = [3, 3, 3]}> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>, none) -> tensor<*xf32>
  return
}

// -----

func.func @conv_channels(%x: tensor<1x4x8x8xf32>, %w: tensor<4x2x3x3xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Conv' op input has 4 channels, but W expects 2 per group x 1 groups}}
  %0 = "onnx.Conv"(%x, %w, %none) : (tensor<1x4x8x8xf32>, tensor<4x2x3x3xf32>, none) -> tensor<*xf32>
  return
}

// -----

func.func @conv_auto_pad(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4x3x3xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Conv' op attribute 'auto_pad' must be one of NOTSET, SAME_LOWER, SAME_UPPER, VALID, but got 'SAME'}}
  %0 = "onnx.Conv"(%x, %w, %none) <{auto_pad = "SAME"}> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>, none) -> tensor<*xf32>
  return
}

// -----

func.func @pool_rank(%x: tensor<1x4x8xf32>) {
  // expected-error@+1 {{'onnx.MaxPoolSingleOut' op a 2-D kernel needs an input of rank 4, but the input has rank 3}}
  %0 = "onnx.MaxPoolSingleOut"(%x) <{kernel_shape = [2, 2]}> : (tensor<1x4x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @pool_pads(%x: tensor<1x4x8x8xf32>) {
  // expected-error@+1 {{'onnx.AveragePool' op attribute 'pads' must have 4 elements, but has 2}}
  %0 = "onnx.AveragePool"(%x) <{kernel_shape = [2, 2], pads = [1, 1]}> : (tensor<1x4x8x8xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @transpose_perm(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'onnx.Transpose' op attribute 'perm' must be a permutation of 0..1}}
  %0 = "onnx.Transpose"(%x) <{perm = [1, 1]}> : (tensor<2x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @concat_axis(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'onnx.Concat' op attribute 'axis' is 2, outside [-2, 2) for a tensor of rank 2}}
  %0 = "onnx.Concat"(%x, %x) <{axis = 2 : si64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @split_count(%x: tensor<4xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Split' op attribute 'num_outputs' is 3, but the op has 2 results}}
  %0:2 = "onnx.Split"(%x, %none) <{num_outputs = 3 : si64}> : (tensor<4xf32>, none) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @resize_mode(%x: tensor<1x1x2x2xf32>, %s: tensor<4xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Resize' op attribute 'mode' must be one of cubic, linear, nearest, but got 'area'}}
  %0 = "onnx.Resize"(%x, %none, %s, %none) <{mode = "area"}> : (tensor<1x1x2x2xf32>, none, tensor<4xf32>, none) -> tensor<*xf32>
  return
}

// -----

func.func @pad_mode(%x: tensor<2xf32>, %p: tensor<2xi64>, %none: none) {
  // expected-error@+1 {{'onnx.Pad' op attribute 'mode' must be one of constant, edge, reflect, wrap, but got 'mirror'}}
  %0 = "onnx.Pad"(%x, %p, %none, %none) <{mode = "mirror"}> : (tensor<2xf32>, tensor<2xi64>, none, none) -> tensor<*xf32>
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'onnx.Constant' op result type 'tensor<3xf32>' differs from the type of 'value', 'tensor<2xf32>'}}
  %0 = "onnx.Constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<3xf32>
  return
}

// -----

func.func @softmax_axis(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'onnx.Softmax' op attribute 'axis' is -3, outside [-2, 2) for a tensor of rank 2}}
  %0 = "onnx.Softmax"(%x) <{axis = -3 : si64}> : (tensor<2x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @sum_empty() {
  // expected-error@+1 {{'onnx.Sum' op expects at least one operand}}
  %0 = "onnx.Sum"() : () -> tensor<*xf32>
  return
}

// -----

func.func @required_operand(%x: tensor<2xf32>, %none: none) {
  // expected-error@+1 {{'onnx.Add' op operand #1 must be tensor of any type values, but got 'none'}}
  %0 = "onnx.Add"(%x, %none) : (tensor<2xf32>, none) -> tensor<*xf32>
  return
}
