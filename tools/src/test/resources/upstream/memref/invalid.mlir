// ARGS:
func.func @f(%a: memref<*xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<1xf32, strided<[1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<?xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<?xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [2], sizes: [10], strides: [2] : memref<?xf32> to memref<10xf32, strided<[1], offset: 2>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<?xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<?xf32>, %o: index) {
  %0 = memref.reinterpret_cast %a to offset: [%o], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<?x?xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<?xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0, 0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, strided<[10, 1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<*xf32>) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32, strided<[1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<*xf32>, %s: index) {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [%s, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 36>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 7>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x16xf32>) {
  %0 = memref.subview %a[0, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<5xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<*xf32>) {
  %0 = memref.cast %a : memref<*xf32> to memref<*xi32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<2xf32>, %b: memref<3xf32>) {
  memref.copy %a, %b : memref<2xf32> to memref<3xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<0x10xf32>, %b: memref<?x10xf32>) {
  memref.copy %a, %b : memref<0x10xf32> to memref<?x10xf32>
  return
}

// -----
// ARGS:
func.func @f(%s: index, %o: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.alloc(%s)[%s, %o] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// -----
// ARGS:
func.func @f(%a: memref<?x?xf32>) {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<?x?xf32> into memref<?xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4x?xf32>) -> index {
  %r = memref.rank %a : memref<4x?xf32>
  return %r : index
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) {
  %0 = memref.assume_alignment %a, 0 : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) {
  %0 = memref.assume_alignment %a, 12 : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>) {
  %0 = "memref.assume_alignment"(%a) {alignment = 4 : i32} : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf64>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<?xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, strided<[2]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<*xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf64>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32, strided<[2]>>, %s: memref<1xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32, strided<[2]>>, memref<1xi32>) -> memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32, strided<[2]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %s: memref<?xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %s: memref<2xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %s: memref<1x1xi32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1x1xi32>) -> memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %s: memref<1xf32>) {
  %0 = memref.reshape %a(%s) : (memref<4xf32>, memref<1xf32>) -> memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<64xi8>, %n: index) {
  %0 = memref.view %a[%n][] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<64xi8>, %n: index) {
  %0 = memref.view %a[%n][%n] : memref<64xi8> to memref<4x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<64xi8>, %n: index) {
  %0 = memref.view %a[%n][] : memref<64xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<64xi8, strided<[2]>>, %n: index) {
  %0 = memref.view %a[%n][] : memref<64xi8, strided<[2]>> to memref<4x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<64xi8, 1>, %n: index) {
  %0 = memref.view %a[%n][] : memref<64xi8, 1> to memref<4x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<64xf32>, %n: index) {
  %0 = memref.view %a[%n][] : memref<64xf32> to memref<4x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<8x8xi8>, %n: index) {
  %0 = memref.view %a[%n][] : memref<8x8xi8> to memref<4x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32, strided<[2]>>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32, 1>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32, 1> to memref<8xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8xf64>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32> to memref<?xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.realloc %a(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4x4xf32>, %n: index) {
  %0 = memref.realloc %a : memref<4x4xf32> to memref<8xf32>
  return
}

// -----
// ARGS:
func.func @f(%a: memref<4xf32>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8x2xf32>
  return
}

// -----
// ARGS:
func.func @f() -> memref<2xf32> {
  %0 = memref.get_global @nowhere : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = memref.load %1[] : memref<2xf32>
  return %0 : memref<2xf32>
}
