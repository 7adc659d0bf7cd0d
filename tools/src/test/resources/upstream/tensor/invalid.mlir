// ARGS:
func.func @f(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<2x1xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<1x2xf32>, %b: tensor<1xf32>) -> tensor<2x2xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<1x2xf32>, tensor<1xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<2xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<1xf32>, %b: tensor<1xi32>) -> tensor<2xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<2x?xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<?xf32>, %p: f32) -> tensor<?xf32> {
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<?xf32>, %p: f32) -> tensor<?xf32> {
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%i: i32):
    tensor.yield %p : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<?xf32>, %p: f32) -> tensor<?xf32> {
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %p: f32) -> tensor<8xf32> {
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>) -> tensor<5xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>) -> tensor<*xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<8x16xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %a[0, 0] [4, 8] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----
// ARGS:
func.func @f(%a: tensor<8x16xf32>) -> tensor<4x8xi32> {
  %0 = tensor.extract_slice %a[0, 0] [4, 8] [1, 1] : tensor<8x16xf32> to tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %a[%i, %i] : tensor<4xf32>
  return %0 : f32
}

// -----
// ARGS:
func.func @f(%a: tensor<4x?xf32>) -> index {
  %r = tensor.rank %a : tensor<4x?xf32>
  return %r : index
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf64>
  return
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<5xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<?xi32>) -> tensor<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4x1xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %s: tensor<2x1xi32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<2x1xi32>) -> tensor<4x1xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: tensor<4xf32>, %s: tensor<1xf32>) {
  %0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return
}
