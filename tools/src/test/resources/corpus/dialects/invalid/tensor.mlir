// Invalid tensor ops, one per chunk, checked with --split-input-file --verify-diagnostics.

func.func @empty_sizes(%n: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%n) : tensor<?x?xf32>
  return
}

// -----

func.func @empty_result_type() {
  // expected-error@+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.empty"() : () -> f32
  return
}

// -----

func.func @slice_rank(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @slice_result(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @slice_dynamic_count(%t: tensor<8x16xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @slice_missing_attr(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{'tensor.extract_slice' op requires attribute 'static_offsets'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @slice_syntax(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected 'to'}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @insert_slice_rank(%s: tensor<4x4xf32>, %t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1] : tensor<4x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @insert_slice_source(%s: tensor<4x5xf32>, %t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x5xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<8x16xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<8x16xf32>
  return
}

// -----

func.func @extract_result(%t: tensor<8x16xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i, %i) : (tensor<8x16xf32>, index, index) -> i32
  return
}

// -----

func.func @insert_indices(%t: tensor<8x16xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<8x16xf32>
  return
}

// -----

func.func @cast_incompatible(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<8x16xf32>' and result type 'tensor<4x16xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<4x16xf32>
  return
}

// -----

func.func @dim_operand(%t: tensor<8xf32>, %i: i32) {
  // expected-error@+1 {{'tensor.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<8xf32>, i32) -> index
  return
}

// -----

func.func @concat_dim(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  return
}

// -----

func.func @collapse_rank(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 128}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<64xf32>
  return
}

// -----

func.func @splat_type(%x: f32) {
  // expected-error@+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%x) : (f32) -> tensor<4xi32>
  return
}

// -----

func.func @splat_sizes(%x: f32) {
  // expected-error@+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %x : tensor<?x4xf32>
  return
}

// -----

func.func @pad_rank(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{specified type 'tensor<6x5xf32>' does not match the inferred type 'tensor<6x6xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x5xf32>
  return
}

// -----

func.func @yield_parent(%f: f32) {
  "foo.region"() ({
    // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
    tensor.yield %f : f32
  }) : () -> ()
  return
}

// -----

// The crash of issue 17: an input of a lower rank than the result.
func.func @concat_input_rank(%a: tensor<1xf32>, %b: tensor<1xf32>) {
  // expected-error@+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @concat_no_input() {
  // expected-error@+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<2xf32>
  return
}

// -----

func.func @concat_element_type(%a: tensor<1xf32>, %b: tensor<1xi32>) {
  // expected-error@+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xi32>) -> tensor<2xf32>
  return
}

// -----

func.func @concat_other_dim(%a: tensor<1x2xf32>, %b: tensor<1x?xf32>, %c: tensor<1x3xf32>) {
  // expected-error@+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<1x2xf32>, tensor<1x?xf32>, tensor<1x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @concat_shape(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{'tensor.concat' op result type 'tensor<17x16xf32>'does not match inferred shape 'tensor<16x16xf32>' static sizes}}
  %0 = tensor.concat dim(0) %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<17x16xf32>
  return
}

// -----

func.func @slice_element_type(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4x4xi32>
  return
}

// -----

func.func @slice_offset_count(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x16xf32> to tensor<4xf32>
  return
}

// -----

func.func @from_elements_count(%x: f32) {
  // expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%x) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @from_elements_dynamic(%x: f32) {
  // expected-error@+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%x) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @dim_rank_zero(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @generate_extents(%n: index) -> tensor<?x?xf32> {
  // expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @generate_arguments() -> tensor<3xf32> {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate {
  ^bb0(%a: index, %b: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @generate_argument_type() -> tensor<3xf32> {
  // expected-error@+1 {{all body arguments must be index}}
  %0 = tensor.generate {
  ^bb0(%a: i32):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @generate_yield_type() -> tensor<3xf32> {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    %c = arith.constant 1 : i32
    tensor.yield %c : i32
  } : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @extract_type(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %0 = tensor.extract %t[%i] : f32
  return
}

// -----

func.func @op_before_missing_terminator(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<f32>, index) -> index
}

// -----

func.func @insert_negative_size(%a: tensor<2x8xf32>, %l: tensor<2x4xf32>) -> tensor<2x8xf32> {
  // expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %c = tensor.insert_slice %l into %a[0, 4] [-1, 4] [1, 1] : tensor<2x4xf32> into tensor<2x8xf32>
  return %c : tensor<2x8xf32>
}

// -----

func.func @extract_negative_offset(%a: tensor<2x8xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{expected offsets to be non-negative, but got -2}}
  %c = tensor.extract_slice %a[-2, 4] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
  return %c : tensor<2x4xf32>
}
