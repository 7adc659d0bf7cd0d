// Fused locations with and without metadata; a single element collapses.
"foo.a"() : () -> () loc(fused["a", "b"])
"foo.b"() : () -> () loc(fused<"meta">["a", "b"])
"foo.c"() : () -> () loc(fused["only"])
"foo.d"() : () -> () loc(fused<{k = 1}>["x.c":1:2, "y"("z.c":3:4), unknown])
"foo.e"() : () -> () loc(fused["a", fused["b", "c"]])
"foo.f"() : () -> () loc(fused<#foo.meta>["a"])
