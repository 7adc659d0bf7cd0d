// Location aliases may be referenced before they are defined (the printer relies on it).
"foo.a"() : () -> () loc(#later)
%0 = "foo.b"() : () -> i32 loc(#loc9)
"foo.c"(%0) : (i32) -> () loc(#later)
#later = loc("later.mlir":10:20)
#loc9 = loc("n9")
