// ARGS: --allow-unregistered-dialect
// Integers: 256 does not fit in i8.
"foo.a"() {v = 256 : i8} : () -> ()
