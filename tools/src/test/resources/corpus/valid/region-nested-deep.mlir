// Deeply nested regions see values of enclosing regions.
%v = "foo.v"() : () -> i32
"foo.l1"() ({
  "foo.l2"() ({
    "foo.l3"() ({
    ^bb0(%x: i32):
      "foo.use"(%v, %x) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
