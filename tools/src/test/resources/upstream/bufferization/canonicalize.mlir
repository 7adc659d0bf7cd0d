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

// -----
// ARGS: --canonicalize
func.func @dup(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1, %d: i1, %e: i1) {
  bufferization.dealloc (%m, %n, %m : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %e)
  return
}

// -----
// ARGS: --canonicalize
func.func @dupr(%m: memref<2xf32>, %n: memref<2xf32>, %r: memref<4xf32>, %c: i1) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r, %n, %r : memref<4xf32>, memref<2xf32>, memref<4xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// -----
// ARGS: --canonicalize
func.func @empty(%r: memref<4xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r, %r : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----
// ARGS: --canonicalize
func.func @false(%m: memref<2xf32>, %n: memref<2xf32>, %r: memref<4xf32>) -> i1 {
  %false = arith.constant false
  %0 = bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%false, %false) retain (%r : memref<4xf32>)
  return %0 : i1
}

// -----
// ARGS: --canonicalize
func.func @somefalse(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1) {
  %false = arith.constant false
  bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%false, %c)
  return
}

// -----
// ARGS: --canonicalize
func.func @true(%m: memref<2xf32>, %c: i1) {
  %true = arith.constant true
  bufferization.dealloc (%m, %m : memref<2xf32>, memref<2xf32>) if (%true, %c)
  return
}

// -----
// ARGS: --canonicalize
func.func @alloc(%c: i1, %r: memref<4xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<4xf32>)
  return %0 : i1
}
