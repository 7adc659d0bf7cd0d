// ARGS: --allow-unregistered-dialect
// Syntax: a block label where an operation is expected.
"foo.a"() : () -> () ^bb0
