// Verifier and parser errors of the index dialect, as mlir-opt 22 reports them.

func.func @cast_between_indices(%a: index) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @cast_between_integers(%i: i32) {
  // expected-error @+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %i : i32 to i64
  return
}

// -----

func.func @float_operand(%f: f32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'f32'}}
  %0 = "index.add"(%f, %f) : (f32, f32) -> index
  return
}

// -----

func.func @cmp_result(%a: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32
  return
}
