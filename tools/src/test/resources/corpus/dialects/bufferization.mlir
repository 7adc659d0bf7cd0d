// Every bufferization op of the dialect in custom form (LLVM 22 names: to_buffer, not to_memref).
func.func @bufferize(%m: memref<4x4xf32>, %t: tensor<4xf32>, %n: index) -> tensor<4x4xf32> {
  %0 = bufferization.to_tensor %m : memref<4x4xf32> to tensor<4x4xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4x4xf32> to tensor<4x4xf32>
  %2 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %3 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %4 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %5 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %6 = bufferization.alloc_tensor(%n) size_hint = %n : tensor<?xf32>
  %7 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  "foo.use"(%1, %2, %3, %4, %5, %6, %7) : (tensor<4x4xf32>, memref<4xf32>, memref<4xf32>, tensor<?xf32>, tensor<4xf32>, tensor<?xf32>, tensor<4xf32>) -> ()
  return %0 : tensor<4x4xf32>
}
