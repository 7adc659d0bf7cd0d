// Verifier checks of upstream dialect ops with mlir-opt 22's messages: tensor.pad's body
// arguments, func.func's argument and result attribute arrays, and memref.reinterpret_cast's
// result sizes, offset and strides. mlir-opt 22 passes this file with the same flags.
// RUN: raptor-opt --split-input-file --verify-diagnostics %s

func.func @pad_arguments(%t: tensor<4xf32>, %f: f32) -> tensor<6xf32> {
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

func.func @pad_argument_type(%t: tensor<4xf32>, %f: f32) -> tensor<6xf32> {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: i32):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
func.func @argument_attributes(%a: i32) attributes {arg_attrs = [{}, {}]} {
  return
}

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
func.func @result_attributes() -> i32 attributes {res_attrs = [{}, {}]} {
  %c = arith.constant 0 : i32
  return %c : i32
}

// -----

func.func @cast_size(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with size = 10 instead of 5 in dim = 0}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_offset(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with offset = 2 instead of 0}}
  %r = memref.reinterpret_cast %m to offset: [2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----

func.func @cast_stride(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 4 in dim = 1}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<?xf32> to memref<2x4xf32, strided<[4, 4]>>
  return
}

// -----

func.func @cast_dynamic(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 3 in dim = 0}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<3xf32>
  return
}

// -----

func.func @valid(%m: memref<?xf32>, %n: index, %o: index) -> (memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<2x4xf32, strided<[8, 2], offset: 3>>) {
  %a = memref.reinterpret_cast %m to offset: [%o], sizes: [%n, 4], strides: [%n, 1] : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %b = memref.reinterpret_cast %m to offset: [3], sizes: [2, 4], strides: [8, 2] : memref<?xf32> to memref<2x4xf32, strided<[8, 2], offset: 3>>
  return %a, %b : memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<2x4xf32, strided<[8, 2], offset: 3>>
}
