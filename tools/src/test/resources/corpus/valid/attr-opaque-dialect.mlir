// Unregistered dialect attributes: pretty and opaque forms, verbatim bodies.
"foo.o"() {a = #foo.myattr<"x", [1, (2)], {a}>, b = #foo<"opaque stuff">, c = #foo.simple, d = #foo<bar>, e = #foo<x$y>, f = #foo.t<  spaced  >, g = #bar.n<#foo.i<1>>, h = #foo.a.b.c} : () -> ()
