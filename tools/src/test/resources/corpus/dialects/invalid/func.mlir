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
