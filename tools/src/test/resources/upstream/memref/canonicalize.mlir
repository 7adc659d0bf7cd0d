// ARGS: --canonicalize
func.func @f(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.collapse_shape %a [[0], [1]] : memref<4x8xf32> into memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.expand_shape %a [[0], [1]] output_shape [4, 8] : memref<4x8xf32> into memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  return
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %a : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %a, %c0 : memref<4x?xf32>
  return %0 : index
}

// -----
// ARGS: --canonicalize
func.func @f() -> memref<?xf32> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4) : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----
// ARGS: --canonicalize
func.func @f() {
  %0 = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  memref.store %c, %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<8xf32>) -> memref<8xf32, strided<[1]>> {
  %0 = memref.subview %a[0] [8] [1] : memref<8xf32> to memref<8xf32, strided<[1]>>
  return %0 : memref<8xf32, strided<[1]>>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %a[%c0, %c4] [%c4, %c4] [%c1, %c1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----
// ARGS: --canonicalize
func.func @f() -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  memref.store %c, %0[%i] : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  return %1 : f32
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<4x?xf32>, %b: memref<*xf32>) -> (index, index) {
  %0 = memref.rank %a : memref<4x?xf32>
  %1 = memref.rank %b : memref<*xf32>
  return %0, %1 : index, index
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<8x16xf32>, %i: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %a[%i, %c2] [%c2, 4] [%c1, 2] : memref<8x16xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
}

// -----
// ARGS: --canonicalize
func.func @f(%a: memref<8x16xf32>, %i: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %a[%i, %c2] [%c2, 4] [%c1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
