// Every tensor op of the dialect in custom form, with static, dynamic and mixed index lists.
func.func @tensors(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %n: index, %i: index, %f: f32, %d: tensor<?x16xf32>) -> tensor<8x16xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %e1 = tensor.empty(%n) : tensor<?x8xf32>
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %1 = tensor.extract_slice %t[%i, 2] [4, %n] [1, 2] : tensor<8x16xf32> to tensor<4x?xf32>
  %2 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xf32>
  %3 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %4 = tensor.insert_slice %s into %t[%i, %i] [4, 4] [%n, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %5 = tensor.pad %s low[1, 2] high[%n, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  %6 = tensor.pad %s nofold low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<5x5xf32>
  %7 = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %8 = tensor.extract %t[%i, %i] : tensor<8x16xf32>
  %9 = tensor.insert %f into %t[%i, %i] : tensor<8x16xf32>
  %10 = tensor.dim %d, %i : tensor<?x16xf32>
  %11 = tensor.cast %d : tensor<?x16xf32> to tensor<8x16xf32>
  %12 = tensor.cast %t : tensor<8x16xf32> to tensor<*xf32>
  %13 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %14 = tensor.expand_shape %13 [[0, 1]] output_shape [8, 16] : tensor<128xf32> into tensor<8x16xf32>
  %15 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 16] : tensor<?x16xf32> into tensor<?x2x16xf32>
  %16 = tensor.splat %f : tensor<4xf32>
  %17 = tensor.splat %f[%n] : tensor<?x4xf32>
  %18 = tensor.from_elements %f, %f : tensor<2xf32>
  %19 = tensor.from_elements %f : tensor<f32>
  %20 = tensor.extract %19[] : tensor<f32>
  "foo.use"(%e0, %e1, %0, %1, %2, %4, %5, %6, %7, %8, %9, %10, %11, %12, %14, %15, %16, %17, %18, %20) : (tensor<4x8xf32>, tensor<?x8xf32>, tensor<4x4xf32>, tensor<4x?xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<?x6xf32>, tensor<5x5xf32>, tensor<16x16xf32>, f32, tensor<8x16xf32>, index, tensor<8x16xf32>, tensor<*xf32>, tensor<8x16xf32>, tensor<?x2x16xf32>, tensor<4xf32>, tensor<?x4xf32>, tensor<2xf32>, f32) -> ()
  return %3 : tensor<8x16xf32>
}

// Attribute dictionaries and all-dynamic index lists.
func.func @attributes(%t: tensor<4xf32>, %i: index) -> (tensor<2xf32>, tensor<2xf32>, tensor<?xf32>) {
  %0 = tensor.extract_slice %t[1] [2] [1] {foo.e} : tensor<4xf32> to tensor<2xf32>
  %1 = tensor.empty() {foo.f} : tensor<2xf32>
  %2 = tensor.extract_slice %t[%i] [%i] [%i] : tensor<4xf32> to tensor<?xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<?xf32>
}

// tensor.generate with and without dynamic extents (two spaces before the region then).
func.func @generate(%n: index, %f: f32) -> (tensor<?x4xf32>, tensor<3xf32>) {
  %0 = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  %1 = tensor.generate {
  ^bb0(%a: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<3xf32>
  return %0, %1 : tensor<?x4xf32>, tensor<3xf32>
}
