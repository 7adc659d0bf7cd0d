// ARGS: --allow-unregistered-dialect
// Lexer: an unknown escape sequence in a string.
"foo.a"() {s = "bad \q escape"} : () -> ()
