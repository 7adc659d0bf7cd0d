// Unregistered dialect types: pretty and opaque forms, verbatim bodies, balanced punctuation.
"foo.d"() : () -> (!foo.simple, !foo.t<1, 2>, !foo<"opaque">, !foo.a.b<1>, !foo.t<  spaced   out  >, !foo<bar>, !foo<"x$y">)
"foo.e"() : () -> (!foo.t<"a>b">, !foo.t<(i32) -> i32>, !foo.t<[{(<>)}]>, !bar.nested<!foo.inner<i32>>, !foo.q<"\"q\"">)
"foo.f"() : () -> (tensor<4x!foo<"x">>, !foo.t<x -> y>)
