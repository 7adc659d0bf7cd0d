// Block argument locations: explicit, defaulted, and in non-entry blocks.
"foo.f"() ({
^bb0(%a: i32 loc("arg.mlir":1:1), %b: f32, %c: index loc(unknown)):
  "foo.br"()[^bb1] : () -> ()
^bb1(%d: i1 loc("d"), %e: i8):
  "foo.use"(%a, %b, %c, %d, %e) : (i32, f32, index, i1, i8) -> () loc("use")
}) : () -> () loc("fn")
