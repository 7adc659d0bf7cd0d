// Every memref op of the dialect in custom form: globals, allocation, views, access, copies.
#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
memref.global @var : memref<4xi32> = uninitialized
memref.global "private" @ext : memref<4xi32>
memref.global "private" constant @al : memref<2xf32> = dense<0.000000e+00> {alignment = 64 : i64}
memref.global "nested" @scalar : memref<i64> = dense<7>
memref.global constant @c2 : memref<2xi32> = dense<[1, 2]>

func.func @memrefs(%n: index, %i: index, %big: memref<8x8xf32>, %f: f32) {
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.alloc(%n) : memref<?x4xf32>
  %c = memref.alloc(%n)[%n] : memref<?x4xf32, #map>
  %d = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %e = memref.alloca() : memref<f32>
  %g = memref.alloca(%n) : memref<?xf32>
  %0 = memref.get_global @cst : memref<2xf32>
  %s0 = memref.subview %big[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %s1 = memref.subview %big[%i, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  memref.copy %a, %s0 : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  %1 = memref.load %a[%i, %i] : memref<4x4xf32>
  memref.store %1, %a[%i, %i] : memref<4x4xf32>
  memref.store %f, %e[] : memref<f32>
  %2 = memref.load %e[] : memref<f32>
  %3 = memref.cast %b : memref<?x4xf32> to memref<?x?xf32>
  %4 = memref.cast %a : memref<4x4xf32> to memref<*xf32>
  %5 = memref.dim %b, %i : memref<?x4xf32>
  %6 = memref.reinterpret_cast %a to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
  %7 = memref.reinterpret_cast %b to offset: [%i], sizes: [%n, 4], strides: [4, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %8 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %9 = memref.expand_shape %8 [[0, 1]] output_shape [2, 8] : memref<16xf32> into memref<2x8xf32>
  "foo.use"(%c, %d, %g, %0, %s1, %2, %3, %4, %5, %6, %7, %9) : (memref<?x4xf32, #map>, memref<4xf32>, memref<?xf32>, memref<2xf32>, memref<4x4xf32, strided<[8, 1], offset: ?>>, f32, memref<?x?xf32>, memref<*xf32>, index, memref<16xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>>, memref<2x8xf32>) -> ()
  memref.dealloc %a : memref<4x4xf32>
  return
}

// Load and store attributes, an alloca with an empty symbol list.
func.func @attributes(%m: memref<4xf32>, %i: index) -> memref<4xf32> {
  %0 = memref.load %m[%i] {nontemporal = true} : memref<4xf32>
  memref.store %0, %m[%i] {alignment = 4 : i64} : memref<4xf32>
  %1 = memref.alloca()[] : memref<4xf32>
  return %1 : memref<4xf32>
}

// Transposes, strided metadata, prefetches, atomics, alloca scopes and DMA.
func.func @strided_atomic_dma(%v: memref<?x?xf32>, %m: memref<10xf32>, %i: index, %x: f32, %tag: memref<1xi32, 2>, %fast: memref<64xf32, 1>) -> f32 {
  %t = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %t : memref<?x?xf32, strided<[1, ?]>> -> memref<f32>, index, index, index, index, index
  memref.prefetch %m[%i], write, locality<1>, instr : memref<10xf32>
  %0 = memref.atomic_rmw mulf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %new = arith.maximumf %old, %0 : f32
    memref.atomic_yield %new : f32
  }
  %2 = memref.alloca_scope -> (f32) {
    %s = memref.alloca() : memref<4xf32>
    %l = memref.load %s[%offset] : memref<4xf32>
    memref.alloca_scope.return %l : f32
  }
  memref.alloca_scope {
  }
  memref.dma_start %m[%i], %fast[%i], %sizes#0, %tag[%i], %strides#1, %i : memref<10xf32>, memref<64xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %sizes#0 : memref<1xi32, 2>
  "foo.use"(%base, %1, %2) : (memref<f32>, f32, f32) -> ()
  return %0 : f32
}
