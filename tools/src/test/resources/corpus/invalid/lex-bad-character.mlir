// ARGS: --allow-unregistered-dialect
// Lexer: a character that starts no token.
"foo.a"() : () -> () $
