// ARGS: --allow-unregistered-dialect
// Floats: a hex bit pattern wider than the float type.
"foo.a"() {v = 0x123456789 : f32} : () -> ()
