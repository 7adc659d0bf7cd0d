// ARGS: --allow-unregistered-dialect
// Lexer: a slash that does not start a comment.
"foo.a"() : () -> () / "foo.b"
