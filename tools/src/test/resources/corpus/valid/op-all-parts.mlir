// One generic op with every part: results, operands, successors, properties, regions, attributes.
"foo.f"() ({
^bb0(%a: i32, %b: i32):
  %r:2 = "foo.all"(%a, %b)[^bb1, ^bb2] <{p = 1 : i32}> ({
    "foo.x"() : () -> ()
  }, {
  ^bb0(%c: i32):
    "foo.y"(%c, %a) : (i32, i32) -> ()
  }) {d = 2 : i32} : (i32, i32) -> (i1, i2)
^bb1:
  "foo.use"(%r#0) : (i1) -> ()
^bb2:
  "foo.use"(%r#1) : (i2) -> ()
}) : () -> ()
