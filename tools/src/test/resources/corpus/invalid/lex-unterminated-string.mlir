// ARGS: --allow-unregistered-dialect
// Lexer: a string literal without its closing quote.
"foo.a"() {s = "abc} : () -> ()
