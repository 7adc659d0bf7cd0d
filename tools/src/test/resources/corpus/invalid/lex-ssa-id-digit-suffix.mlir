// ARGS: --allow-unregistered-dialect
// Lexer: an SSA id that starts with a digit must be all digits.
%1a = "foo.a"() : () -> i32
