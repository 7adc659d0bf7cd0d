// Invalid func ops, one per chunk, checked with --split-input-file --verify-diagnostics.

func.func @a() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@a) returns 1}}
  return
}

// -----

func.func @b(%x: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @b}}
  return %x : i64
}

// -----

func.func @c() {
  // expected-error@+1 {{'func.call' op 'nope' does not reference a valid function}}
  call @nope() : () -> ()
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @d(i32)

// -----

func.func private @callee(i32)
func.func @e(%x: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @callee(%x) : (i64) -> ()
  return
}

// -----

"foo.region"() ({
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{invalid properties {callee = 1 : i32} for op func.call: Invalid attribute `callee` in property conversion: 1 : i32}}
"func.call"() <{callee = 1 : i32}> : () -> ()

// -----

// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func () -> i32

// -----

func.func @call_type(%x: i32) {
  // expected-error@+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call @call_type(%x) : i32
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func private @named_then_type(%x: i32, i32)

// -----

// expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @type_then_named(i32, %x: i32)

// -----

// expected-error@+1 {{result number not allowed in argument list}}
func.func private @result_number(%x#1: i32)

// -----

func.func private @inferred_name(%x: i32)
    // expected-error@+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
    attributes {sym_name = "other"}

// -----

func.func @inferred_visibility(%x: i32)
    // expected-error@+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
    attributes {sym_visibility = "private"}

// -----

func.func @empty_body()
// expected-error@+1 {{custom op 'func.func' expected non-empty function body}}
{}

// -----

// expected-error@+2 {{region entry argument '%x' is already in use}}
// expected-note@+1 {{previously referenced here}}
func.func @duplicate_argument(%x: i32, %x: i32) {
  return
}

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @unnamed_with_body(i32) {
  return
}
