// ARGS: --allow-unregistered-dialect
// Lexer: file metadata that is never closed.
"foo.a"() : () -> ()
{-# dialect_resources: { builtin: { } }
