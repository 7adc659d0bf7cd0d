// Ops without explicit locations get the position of their op-name token.
%x:2 = "foo.two"() : () -> (i32, i32)
  "foo.use"(%x#0, %x#1) : (i32, i32) -> ()
    "foo.r"() ({
    ^bb0(%a: i32,   %b: f32):
      "foo.y"(%a) : (i32) -> ()
    }) : () -> ()
