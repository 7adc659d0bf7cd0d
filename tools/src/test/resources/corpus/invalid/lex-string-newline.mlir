// ARGS: --allow-unregistered-dialect
// Lexer: a raw newline inside a string literal.
"foo.a"() {s = "line one
line two"} : () -> ()
