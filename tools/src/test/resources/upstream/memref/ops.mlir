// ARGS:
func.func @views(%a: memref<4x4xf32>, %b: memref<?xf32, 1>, %s: memref<2xi32>, %buf: memref<64xi8>, %n: index) {
  %0 = memref.assume_alignment %a, 16 : memref<4x4xf32>
  %1 = memref.memory_space_cast %b : memref<?xf32, 1> to memref<?xf32>
  %2 = memref.reshape %a(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
  %3 = memref.view %buf[%n][] : memref<64xi8> to memref<4x4xf32>
  %4 = memref.view %buf[%n][%n] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----
// ARGS:
func.func @unranked(%a: memref<*xf32, 1>, %s: memref<?xindex>, %t: memref<1xi64>) {
  %0 = memref.memory_space_cast %a : memref<*xf32, 1> to memref<*xf32, 2>
  %1 = memref.reshape %a(%s) : (memref<*xf32, 1>, memref<?xindex>) -> memref<*xf32>
  %2 = memref.reshape %a(%t) : (memref<*xf32, 1>, memref<1xi64>) -> memref<?xf32>
  return
}

// -----
// ARGS:
func.func @generic(%a: memref<4xf32>, %s: memref<1xi32>, %buf: memref<8xi8>, %n: index) {
  %0 = "memref.assume_alignment"(%a) {alignment = 8 : i32} : (memref<4xf32>) -> memref<4xf32>
  %1 = "memref.reshape"(%a, %s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32>
  %2 = "memref.view"(%buf, %n) : (memref<8xi8>, index) -> memref<2xf32>
  return
}

// -----
// ARGS:
func.func @realloc(%a: memref<4xf32>, %n: index) -> (memref<8xf32>, memref<?xf32>) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %a(%n) {alignment = 16} : memref<4xf32> to memref<?xf32>
  return %0, %1 : memref<8xf32>, memref<?xf32>
}

// -----
// ARGS:
func.func @transpose(%a: memref<?x?xf32>, %b: memref<4x8x2xf32, strided<[16, 2, 1], offset: 5>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %b (i, j, k) -> (k, i, j) {tag} : memref<4x8x2xf32, strided<[16, 2, 1], offset: 5>> to memref<2x4x8xf32, affine_map<(d0, d1, d2) -> (d0 + d1 * 16 + d2 * 2 + 5)>>
  %2 = memref.transpose %a (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %3 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return
}

// -----
// ARGS: --mlir-print-op-generic
func.func @transpose_generic(%a: memref<?x?xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = "memref.transpose"(%a) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
  return
}

// -----
// ARGS:
func.func @metadata(%a: memref<4x?xf32>, %b: memref<f32, 3>, %c: memref<?x8xf32, strided<[?, 1], offset: ?>>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %0:2 = memref.extract_strided_metadata %b : memref<f32, 3> -> memref<f32, 3>, index
  %1:6 = memref.extract_strided_metadata %c : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %2:6 = "memref.extract_strided_metadata"(%a) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
  return
}

// -----
// ARGS: --mlir-print-op-generic
func.func @metadata_generic(%a: memref<4x?xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return
}

// -----
// ARGS:
func.func @prefetch(%a: memref<400x400xi32>, %i: index, %z: memref<f32>) {
  memref.prefetch %a[%i, %i], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %a[%i, %i], write, locality<0>, instr : memref<400x400xi32>
  memref.prefetch %z[], write, locality<1>, data : memref<f32>
  "memref.prefetch"(%a, %i, %i) <{isDataCache = false, isWrite = false, localityHint = 2 : i32}> : (memref<400x400xi32>, index, index) -> ()
  return
}

// -----
// ARGS: --mlir-print-op-generic
func.func @prefetch_generic(%a: memref<4xi32>, %i: index) {
  memref.prefetch %a[%i], write, locality<2>, instr : memref<4xi32>
  return
}

// -----
// ARGS:
func.func @atomics(%m: memref<10xf32>, %n: memref<4x4xi64>, %i: index, %x: f32, %y: i64) -> (f32, i64) {
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maxs %y, %n[%i, %i] : (i64, memref<4x4xi64>) -> i64
  %2 = memref.atomic_rmw assign %x, %m[%i] {tag} : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw xori %y, %n[%i, %i] : (i64, memref<4x4xi64>) -> i64
  %4 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %c1 = arith.constant 1.0 : f32
    %new = arith.addf %old, %c1 : f32
    memref.atomic_yield %new : f32
  }
  %5 = memref.generic_atomic_rmw %n[%i, %i] : memref<4x4xi64> {
  ^bb0(%old: i64):
    memref.atomic_yield %old : i64
  } {tag}
  return %4, %5 : f32, i64
}

// -----
// ARGS: --mlir-print-op-generic
func.func @atomics_generic(%m: memref<10xf32>, %i: index, %x: f32) -> f32 {
  %0 = memref.atomic_rmw minimumf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    memref.atomic_yield %0 : f32
  }
  return %1 : f32
}

// -----
// ARGS:
func.func @scopes(%x: f32) -> (f32, index) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  } {tag}
  %0 = memref.alloca_scope -> f32 {
    memref.alloca_scope.return %x : f32
  }
  %1:2 = memref.alloca_scope -> (f32, index) {
    %c = arith.constant 4 : index
    memref.alloca_scope.return %x, %c : f32, index
  }
  return %0, %1#1 : f32, index
}

// -----
// ARGS: --mlir-print-op-generic
func.func @scopes_generic(%x: f32) -> f32 {
  memref.alloca_scope {
  }
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %x : f32
  }
  return %0 : f32
}

// -----
// ARGS:
func.func @dma(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %z: memref<f32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %tag[%i], %i, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %z[], %z[], %n, %z[] : memref<f32>, memref<f32>, memref<f32>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  memref.dma_wait %z[], %n {tag} : memref<f32>
  return
}

// -----
// ARGS: --mlir-print-op-generic
func.func @dma_generic(%a: memref<4xf32>, %tag: memref<1xi32>, %i: index) {
  memref.dma_start %a[%i], %a[%i], %i, %tag[%i], %i, %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_wait %tag[%i], %i : memref<1xi32>
  return
}
