// ARGS: --allow-unregistered-dialect
// Floats: a hex float bit pattern cannot be negated.
"foo.a"() {v = -0x3F800000 : f32} : () -> ()
