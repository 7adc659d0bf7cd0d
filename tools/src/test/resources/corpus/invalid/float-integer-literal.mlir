// ARGS: --allow-unregistered-dialect
// Floats: an integer literal is not a float value.
"foo.a"() {v = 1 : f32} : () -> ()
