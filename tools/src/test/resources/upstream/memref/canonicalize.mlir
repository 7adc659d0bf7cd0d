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

// -----
// ARGS: --canonicalize
func.func @f(%m: memref<4x8xf32>) -> (index, index, index, index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %off, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

// -----
// ARGS: --canonicalize
func.func @f(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>) -> (index, index, index, index, index) {
  %c = arith.constant 3 : index
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

// -----
// ARGS: --canonicalize
func.func @f(%m: memref<4x8xf32>) -> (memref<f32>, index) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#1 : memref<f32>, index
}

// -----
// ARGS: --canonicalize
func.func @f(%m: memref<f32, strided<[], offset: 7>>) -> (memref<f32>, index) {
  %base, %off = memref.extract_strided_metadata %m : memref<f32, strided<[], offset: 7>> -> memref<f32>, index
  return %base, %off : memref<f32>, index
}

// -----
// ARGS: --canonicalize
func.func @f(%v: memref<?x?x?xf32>, %w: memref<4x8xf32>) -> (memref<?x?x?xf32, strided<[?, 1, ?]>>, memref<4x8xf32>) {
  %0 = memref.transpose %v (i, j, k) -> (k, i, j) : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[1, ?, ?]>>
  %1 = memref.transpose %0 (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[1, ?, ?]>> to memref<?x?x?xf32, strided<[?, 1, ?]>>
  %2 = memref.transpose %w (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  return %1, %2 : memref<?x?x?xf32, strided<[?, 1, ?]>>, memref<4x8xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%v: memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32>
  return %1 : memref<4x8xf32>
}

// -----
// ARGS: --canonicalize
func.func @f(%m: memref<4xf32>, %i: index, %x: f32, %t: memref<1xi32>, %u: memref<*xf32>) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  %0 = memref.atomic_rmw addf %x, %c[%i] : (f32, memref<?xf32>) -> f32
  %tc = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_start %c[%i], %c[%i], %i, %tc[%i] : memref<?xf32>, memref<?xf32>, memref<?xi32>
  memref.dma_wait %tc[%i], %i : memref<?xi32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  memref.prefetch %r[%i], write, locality<1>, instr : memref<?xf32>
  return %0 : f32
}

// -----
// ARGS: --canonicalize
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 2.0 : f32
    %1 = arith.mulf %old, %c : f32
    memref.atomic_yield %1 : f32
  }
  return %0 : f32
}

// -----
// ARGS: --canonicalize
func.func @f(%x: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    %s = arith.addf %x, %c : f32
    memref.alloca_scope.return %s : f32
  }
  return %0 : f32
}

// -----
// ARGS: --canonicalize
func.func private @use(memref<?xf32>)
func.func @f(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @use(%a) : (memref<?xf32>) -> ()
  }
  return
}

// -----
// ARGS: --canonicalize
func.func private @use(memref<?xf32>)
func.func @f(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @use(%a) : (memref<?xf32>) -> ()
  }
  %b = memref.alloca(%n) : memref<?xf32>
  func.call @use(%b) : (memref<?xf32>) -> ()
  return
}

// -----
// ARGS: --canonicalize
func.func private @use(memref<?xf32>)
func.func @f(%n: index) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
    %b = memref.alloca(%n) : memref<?xf32>
    func.call @use(%b) : (memref<?xf32>) -> ()
  }
  return
}

// -----
// ARGS: --canonicalize
func.func private @g()
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  memref.alloca_scope {
    func.call @g() : () -> ()
  }
  memref.alloca_scope {
    %a = memref.alloc() : memref<4xf32>
    memref.store %x, %m[%i] : memref<4xf32>
    %v = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %m[%i] : memref<4xf32>
  }
  memref.alloca_scope {
    memref.dma_wait %m[%i], %i : memref<4xf32>
  }
  func.call @g() : () -> ()
  return
}

// -----
// ARGS: --canonicalize
func.func @f(%x: f32) -> (f32, f32) {
  %0:2 = memref.alloca_scope -> (f32, f32) {
    memref.alloca_scope.return %x, %x : f32, f32
  }
  memref.alloca_scope {
  }
  return %0#1, %0#0 : f32, f32
}

// -----
// ARGS: --canonicalize
func.func private @use(memref<?xf32>)
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%i) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
  }
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    memref.alloca_scope {
      %b = memref.alloca(%j) : memref<?xf32>
      func.call @use(%b) : (memref<?xf32>) -> ()
    }
    scf.reduce
  }
  return
}
