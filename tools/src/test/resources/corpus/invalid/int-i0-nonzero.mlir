// ARGS: --allow-unregistered-dialect
// Integers: i0 holds only 0.
"foo.a"() {v = 1 : i0} : () -> ()
