// ARGS: --canonicalize
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.to_buffer %a : tensor<4xf32> to memref<4xf32>
  %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %0 read_only : tensor<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  %1 = tensor.dim %0, %c0 : tensor<4xf32>
  return %1 : index
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = bufferization.to_tensor %a : memref<?xf32> to tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}

// -----
// ARGS: --canonicalize
func.func @f() -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  %1 = tensor.extract %0[%c0] : tensor<4xf32>
  return %1 : f32
}
