// ARGS: --allow-unregistered-dialect
// Floats: a float literal with an integer type.
"foo.a"() {v = 1.5 : i32} : () -> ()
