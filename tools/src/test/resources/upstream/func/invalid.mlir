// ARGS:
"func.func"() <{arg_attrs = [{}], function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
// ARGS:
"func.func"() <{res_attrs = [{}, {}], function_type = () -> i32, sym_name = "f"}> ({
^bb0:
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()

// -----
// ARGS:
"func.func"() <{arg_attrs = [1], function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----
// ARGS:
func.func @f(%a: i32 {foo}) {
  return
}

// -----
// ARGS:
func.func @f(%a: i32 {foo.bar = 1 : i32}) -> (i32 {foo.baz}) {
  return %a : i32
}

// -----
// ARGS:
func.func @f(%a: i32) -> i64 {
  return %a : i32
}

// -----
// ARGS:
func.func @f(%a: i32) {
  return %a : i32
}

// -----
// ARGS:
func.func @g(i32)
func.func @f(%a: i64) {
  call @g(%a) : (i64) -> ()
  return
}

// -----
// ARGS:
func.func @f() {
  call @missing() : () -> ()
  return
}

// -----
// ARGS:
func.func private @g(i32) -> i32
func.func @f() -> ((i32) -> i32) {
  %0 = func.constant @g : (i32) -> i32
  return %0 : (i32) -> i32
}

// -----
// ARGS:
func.func @f(%a: i32) -> i32 {
  %0 = func.call_indirect %a(%a) : (i32) -> i32
  return %0 : i32
}

// -----
// ARGS:
func.func @f(%a: i32, %a: i32) {
  return
}

// -----
// ARGS:
func.func @f() {
  call @missing() : () -> ()
  return
}
func.func @g() -> i32 {
  %0 = arith.constant 1 : i64
  return %0 : i64
}

// -----
// ARGS:
func.func @f() {
  call @missing() : () -> ()
  %0 = func.constant @other : () -> ()
  return
}

// -----
// ARGS:
module {
  func.func @f() {
    call @inner() : () -> ()
    return
  }
  module @m {
    func.func private @inner()
    func.func @g() {
      call @f() : () -> ()
      return
    }
  }
}

// -----
// ARGS:
func.func private @h(i32) -> i32
func.func @f() {
  %0 = func.constant @h : (i64) -> i32
  return
}
