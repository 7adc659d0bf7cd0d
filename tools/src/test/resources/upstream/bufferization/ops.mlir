// ARGS:
func.func @f(%m: memref<2xf32>, %n: memref<*xf32>, %c: i1, %d: i1) -> (i1, i1) {
  bufferization.dealloc (%m, %n : memref<2xf32>, memref<*xf32>) if (%c, %d)
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%n, %m : memref<*xf32>, memref<2xf32>)
  %1 = bufferization.dealloc retain (%m : memref<2xf32>)
  bufferization.dealloc
  bufferization.dealloc {foo}
  return %0#0, %1 : i1, i1
}

// -----
// ARGS: --mlir-print-op-generic
func.func @f(%m: memref<2xf32>, %n: memref<*xf32>, %c: i1, %d: i1) -> (i1, i1) {
  bufferization.dealloc (%m, %n : memref<2xf32>, memref<*xf32>) if (%c, %d)
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%n, %m : memref<*xf32>, memref<2xf32>)
  %1 = bufferization.dealloc retain (%m : memref<2xf32>)
  bufferization.dealloc
  bufferization.dealloc {foo}
  return %0#0, %1 : i1, i1
}
