// ARGS:
func.func @f(%a: tensor<4xf32>) -> memref<5xf32> {
  %0 = bufferization.to_buffer %a : tensor<4xf32> to memref<5xf32>
  return %0 : memref<5xf32>
}

// -----
// ARGS:
func.func @f(%s: index) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
