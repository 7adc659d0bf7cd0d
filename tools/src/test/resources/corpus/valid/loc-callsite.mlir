// Call-site locations, nested.
"foo.a"() : () -> () loc(callsite("f"("x.c":1:2) at "y.c":3:4))
"foo.b"() : () -> () loc(callsite("a.c":1:1 at callsite("b.c":2:2 at "c.c":3:3)))
"foo.c"() : () -> () loc(callsite(unknown at "main"))
