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

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i1, i1)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<2xf32>, i1, i1) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c, %c)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i32)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %m, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> (i1)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %m, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> (i32)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%c, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i1, memref<2xf32>) -> (i1)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i1)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%m)
  return
}

// -----
// ARGS:
func.func @f(%m: tensor<2xf32>, %c: i1) {
  bufferization.dealloc (%m : tensor<2xf32>) if (%c)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%m : memref<2xf32>)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c) retain ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc () if ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  %0:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i1, i1)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> (i1)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  %0 = "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<2xf32>, i1, i1) -> (i1)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m, %m : memref<2xf32>) if (%c, %c)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  %0 = bufferization.dealloc retain (%m : memref<2xf32>, memref<2xf32>)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if %c
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c) {a = 1}
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%m : memref<2xf32>) {b}
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  %0 = bufferization.dealloc retain (%m : memref<2xf32>) (%m : memref<2xf32>) if (%c)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : ) if (%c)
  return
}
