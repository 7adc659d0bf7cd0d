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

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x4xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x4xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x?xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x?xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([-1, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 3]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([2, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x1xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xf32>) -> tensor<1x2x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<*xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<*xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x0xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x0xindex>) -> tensor<1x2x4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<index>) {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<index>) -> tensor<4x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<2x4x6xi32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<2x4x6xf32, 1>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<2x?x1x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<*xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x4xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2, 3]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x4xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 6]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x7xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<*xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xi1>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xi1>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xsi8>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xsi8>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.scatter"(%s, %d, %i) <{scatter_dims = array<i64: 1, 2>, unique}> : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.scatter"(%s, %d, %i) <{unique}> : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = "tensor.gather"(%d, %i) <{gather_dims = array<i64: 1, 2>, unique = 1}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([2, 1]) : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) : (tensor<1x2x4xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: tensor<1x2x4xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %d[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
  %1 = tensor.gather %d[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4xf32>
  return
}
