// ARGS: --allow-unregistered-dialect
// Lexer: a lone dot is not a token.
"foo.a"() {a = .} : () -> ()
