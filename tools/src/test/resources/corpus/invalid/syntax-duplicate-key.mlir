// ARGS: --allow-unregistered-dialect
// Syntax: duplicate key in an attribute dictionary.
"foo.a"() {a = 1, b = 2, a = 3} : () -> ()
