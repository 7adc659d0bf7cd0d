// ARGS: --allow-unregistered-dialect
// Lexer: \X must be followed by two hex digits.
"foo.a"() {s = "x\4G"} : () -> ()
