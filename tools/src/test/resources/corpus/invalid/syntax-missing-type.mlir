// ARGS: --allow-unregistered-dialect
// Syntax: a generic op without its function type.
"foo.a"()
"foo.b"() : () -> ()
