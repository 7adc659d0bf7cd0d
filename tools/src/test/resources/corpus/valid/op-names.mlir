// Op names are strings: any dialect prefix and unusual characters are kept verbatim.
"foo.a-b"() : () -> ()
"foo.with space"() : () -> ()
"foo.x.y.z"() : () -> ()
"foo$.op"() : () -> ()
"other_dialect.op"() : () -> ()
