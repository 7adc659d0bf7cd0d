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

// -----
// ARGS:
func.func @f(%v: memref<?x?xf32>) {
  %0 = memref.transpose %v (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<?x?xf32>) {
  %0 = memref.transpose %v (i, j)[s] -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<?x?xf32>) {
  %0 = memref.transpose %v (i, j, k) -> (j, i, k) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<?x?xf32>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<?x?x?x4xf32>) {
  %0 = memref.transpose %v (i, j, k, l) -> (i, j, k, l) : memref<?x?x?x4xf32> to memref<?x?x?x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<4x16xf32, strided<[1, 16], offset: ?>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x16xf32, strided<[1, 16], offset: ?>> to memref<16x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<4x?x2xf32, strided<[?, 2, ?], offset: ?>>) {
  %0 = memref.transpose %v (i, j, k) -> (k, j, i) : memref<4x?x2xf32, strided<[?, 2, ?], offset: ?>> to memref<2x?x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<4x4xf32, strided<[-4, 1], offset: 12>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x4xf32, strided<[-4, 1], offset: 12>> to memref<4x4xf32, strided<[1, 4], offset: 12>>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<4x0xf32>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x0xf32> to memref<0x4xf32, strided<[0, 1]>>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<4x8xf32>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf64, strided<[1, 8]>>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<*xf32>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<*xf32> to memref<?x?xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<?x?xf32>) {
  %0 = memref.transpose %v (i, j) : (i >= 0) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<?x?xf32>) {
  %0 = memref.transpose %v (i, j) : (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>> to memref<4x4xf32>
  return
}

// -----
// ARGS:
func.func @f(%v: memref<4x4xf32>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x8xf32>) {
  %0:6 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, i32
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x8xf32>) {
  %0:5 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x8xf32>) {
  %0:6 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f16>, index, index, index, index, index
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x8xf32>) {
  %0:6 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<1xf32>, index, index, index, index, index
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x8xf32, 3>) {
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, 3>) -> (memref<f32>, index, index, index)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>) {
  %0:6 = memref.extract_strided_metadata %m : memref<4x8xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>> -> memref<f32>, index, index, index, index, index
  return
}

// -----
// ARGS:
func.func @f(%m: memref<*xf32>) {
  %0:2 = memref.extract_strided_metadata %m : memref<*xf32> -> memref<f32>, index
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x?xf32>) {
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rw, locality<3>, data : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, dat : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data {tag} : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<*xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<*xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, place<3>, data : memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x4xf32>, %i: index, %x: f32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xi32>, %i: index, %x: i32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  %0 = memref.atomic_rmw ori %x, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %x: f64) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f64, memref<4xf32>) -> f64
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4xf32>) -> f64
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  %0 = memref.atomic_rmw foo %x, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xindex>, %i: index) {
  %0 = memref.atomic_rmw addi %i, %m[%i] : (index, memref<4xindex>) -> index
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f64):
    memref.atomic_yield %x : f32
  }
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %v = memref.load %m[%i] : memref<4xf32>
    memref.atomic_yield %v : f32
  }
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    memref.atomic_yield %c : i32
  }
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  memref.atomic_yield %x : f32
}

// -----
// ARGS:
func.func @f(%m: memref<4xindex>, %i: index) {
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: index):
    "memref.atomic_yield"(%a) : (index) -> ()
  }) : (memref<4xindex>, index) -> index
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  memref.alloca_scope.return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  "memref.alloca_scope"() ({
  ^bb0(%a: f32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  ^bb1:
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i, %i {tag} : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  "memref.dma_start"(%m, %i, %m) : (memref<4xf32>, index, memref<4xf32>) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index) {
  "memref.dma_start"(%i, %i, %m, %i) : (index, index, memref<4xf32>, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4x4xf32>, %i: index) {
  "memref.dma_start"(%m, %i, %i, %m) : (memref<4x4xf32>, index, index, memref<4x4xf32>) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>, %x: i32) {
  "memref.dma_start"(%m, %x, %m, %i, %i, %t, %i) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  "memref.dma_start"(%m, %i, %i, %i, %i, %t, %i) : (memref<4xf32>, index, index, index, index, memref<1xi32>, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  "memref.dma_start"(%m, %i, %m, %i) : (memref<4xf32>, index, memref<4xf32>, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>, %x: i32) {
  "memref.dma_start"(%m, %i, %m, %x, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32>, i32, index, memref<1xi32>, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>, %x: i32) {
  "memref.dma_start"(%m, %i, %m, %i, %x, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1x1xi32>) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1x1xi32>, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>, %x: i32) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %x) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, i32) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>, %x: i32) {
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %x, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, i32, index) -> ()
  return
}

// -----
// ARGS:
func.func @f(%t: memref<1xi32>, %i: index) {
  memref.dma_wait %t[%i, %i], %i : memref<1xi32>
  return
}

// -----
// ARGS:
func.func @f(%t: memref<1xi32>, %i: index) {
  memref.dma_wait %t[%i], %i : memref<*xi32>
  return
}

// -----
// ARGS:
func.func @f(%x: f32, %i: index) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %i : index
  }
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  %0 = memref.alloca_scope -> (f32) {
  }
  return
}

// -----
// ARGS:
func.func @f(%x: f32) {
  memref.alloca_scope {
    memref.alloca_scope.return %x : f32
  }
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  %0 = "memref.atomic_rmw"(%x, %m, %i) <{kind = 20 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----
// ARGS:
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  %0 = "memref.atomic_rmw"(%x, %m, %i) <{kind = 2 : i32}> : (f32, memref<4xf32>, index) -> f32
  return
}
