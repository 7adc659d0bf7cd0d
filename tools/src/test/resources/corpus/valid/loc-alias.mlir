// Location aliases defined before use.
#loc0 = loc("a.mlir":1:2)
#loc1 = loc("named"(#loc0))
"foo.a"() : () -> () loc(#loc0)
"foo.b"() : () -> () loc(#loc1)
"foo.c"() : () -> () loc(callsite(#loc0 at #loc1))
