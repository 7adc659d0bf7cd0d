// Several top-level ops are wrapped in an implicit module.
"foo.a"() : () -> ()
"foo.b"() : () -> ()
