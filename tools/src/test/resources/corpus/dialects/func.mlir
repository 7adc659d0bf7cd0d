// func.func, func.call and func.return in custom form.
func.func private @ext(i32) -> i32
func.func private @b(i32 {foo.x}, f32) -> (i32 {foo.y}, f32)
func.func nested @two() -> (i32, f32)
func.func private @none()
func.func private @fn_result() -> ((i32) -> i32)
func.func @c(%arg0: i32 {foo.x = 1 : i32}) -> i32 attributes {foo.z} {
  return %arg0 : i32
}
func.func public @d() {
  return
}
func.func nested @n(%x: i32, %y: f32) -> (i32, i32) {
  %0 = call @ext(%x) : (i32) -> i32
  %1:2 = call @two() : () -> (i32, f32)
  call @none() : () -> ()
  %2:2 = func.call @b(%0, %y) {foo.note} : (i32, f32) -> (i32, f32)
  "foo.use"(%1#0, %2#1) : (i32, f32) -> ()
  return %x, %0 : i32, i32
}
func.func @multi_block(%c: i1, %v: i64) -> i64 {
  "foo.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  return %v : i64
^bb2:
  %0 = "foo.make"() : () -> i64
  return %0 : i64
}
