// Invalid bufferization ops, one per chunk, checked with --split-input-file --verify-diagnostics.

func.func @to_tensor_shape(%m: memref<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<8xf32>
  return
}

// -----

func.func @to_buffer_shape(%t: tensor<4xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}

// -----

func.func @to_tensor_operand(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
  %0 = "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @to_tensor_syntax(%m: memref<4xf32>) {
  // expected-error@+2 {{expected 'to'}}
  %0 = bufferization.to_tensor %m : memref<4xf32>
  return
}

// -----

func.func @to_memref_renamed(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_memref' is unknown}}
  %0 = bufferization.to_memref %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @alloc_sizes() {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @alloc_copy(%t: tensor<8xf32>) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @alloc_result() {
  // expected-error@+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
  return
}
