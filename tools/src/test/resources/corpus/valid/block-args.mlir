// Multiple blocks with arguments; non-entry block args take value numbers.
"foo.f"() ({
^bb0(%x: i32, %y: f32):
  %0 = "foo.a"(%x) : (i32) -> i32
  "foo.br"(%0, %y)[^next] : (i32, f32) -> ()
^next(%p: i32, %q: f32):
  %1 = "foo.b"(%p, %q) : (i32, f32) -> i64
  "foo.ret"(%1) : (i64) -> ()
}) : () -> ()
