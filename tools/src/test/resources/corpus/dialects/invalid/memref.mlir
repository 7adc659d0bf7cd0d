// Invalid memref ops, one per chunk, checked with --split-input-file --verify-diagnostics.

func.func @alloc_sizes(%n: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%n) : memref<4x4xf32>
  return
}

// -----

func.func @alloc_result() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @alloca_symbols(%n: index) {
  // expected-error@+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloca()[%n] : memref<4xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_result(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %f, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_value(%m: memref<4xf32>, %i: index, %x: i32) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%x, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_syntax(%m: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ','}}
  memref.store %f %m[%i] : memref<4xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global "private" @g : memref<2xf32>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op requires attribute 'type'}}
"memref.global"() <{sym_name = "t"}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{initial_value = dense<1.0> : tensor<3xf32>, sym_name = "v", type = memref<2xf32>}> : () -> ()

// -----

func.func @subview_rank(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @cast_incompatible(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @dealloc_operand(%t: tensor<4xf32>) {
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @collapse_dims(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<16xf32>
  return
}

// -----

func.func @reinterpret_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1, 1] : memref<4x4xf32> to memref<16xf32>
  return
}

// -----

func.func @get_global_dynamic() {
  // expected-error@+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = "memref.get_global"() <{name = @x}> : () -> memref<?xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{initial_value = dense<1> : tensor<2xi32>, sym_name = "w", type = memref<2xf32>}> : () -> ()

// -----

func.func @cast_type(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %m : i64 to memref<?xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<*xf32>'}}
memref.global @unranked : memref<*xf32>

// -----

func.func @transpose_not_permutation(%v: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %v (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @atomic_rmw_kind(%m: memref<4xf32>, %i: index, %x: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %x, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @dma_wait_indices(%t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %t[%i, %i], %i : memref<1xi32>
  return
}
