// ARGS:
func.func private @decl(i32, f32) -> (i64 {foo.attr})
func.func @f(%a: i32, %b: f32) -> i64 attributes {foo.bar} {
  %0 = call @decl(%a, %b) : (i32, f32) -> i64
  return %0 : i64
}

// -----
// ARGS: --mlir-print-op-generic
func.func nested @f() {
  return
}

// -----
// ARGS:
module {
  func.func nested @f() {
    return
  }
}

// -----
// ARGS:
func.func @f(%a: i32) -> (i32, i32) {
  %0:2 = call @f(%a) : (i32) -> (i32, i32)
  return %0#1, %0#0 : i32, i32
}

// -----
// ARGS:
func.func @f() -> i32 {
  %0 = call @f() : () -> i64
  return %0 : i64
}

// -----
// ARGS: --symbol-dce
func.func private @unused()
func.func @f() {
  return
}

// -----
// ARGS:
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @f(%a: i32) -> i32 {
  %fn = func.constant @g : (i32) -> i32
  %0 = func.call_indirect %fn(%a) {foo} : (i32) -> i32
  %1 = call_indirect %fn(%0) : (i32) -> i32
  return %1 : i32
}

// -----
// ARGS: --mlir-print-op-generic
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @f(%a: i32) -> i32 {
  %fn = func.constant @g : (i32) -> i32
  %0 = func.call_indirect %fn(%a) {foo} : (i32) -> i32
  %1 = call_indirect %fn(%0) : (i32) -> i32
  return %1 : i32
}

// -----
// ARGS: --canonicalize
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @f(%a: i32) -> i32 {
  %fn = func.constant @g : (i32) -> i32
  %0 = func.call_indirect %fn(%a) {foo} : (i32) -> i32
  %1 = call_indirect %fn(%0) : (i32) -> i32
  return %1 : i32
}

// -----
// ARGS:
func.func @f(%fn: (i32, f32) -> (), %a: i32) {
  func.call_indirect %fn(%a) : (i32, f32) -> ()
  return
}

// -----
// ARGS:
func.func @f(%fn: (i32) -> i32, %a: i32) {
  %0 = "func.call_indirect"(%fn, %a) : ((i32) -> i32, i32) -> i64
  return
}

// -----
// ARGS:
func.func @f(%fn: () -> (), %a: i32) {
  "func.call_indirect"(%a) : (i32) -> ()
  return
}
