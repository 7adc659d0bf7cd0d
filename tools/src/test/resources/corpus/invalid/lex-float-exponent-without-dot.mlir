// ARGS: --allow-unregistered-dialect
// Lexer: 1e-3 lexes as the integer 1 followed by an identifier.
"foo.a"() {f = 1e-3 : f32} : () -> ()
