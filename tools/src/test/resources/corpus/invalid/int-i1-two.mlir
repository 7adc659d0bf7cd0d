// ARGS: --allow-unregistered-dialect
// Integers: 2 does not fit in i1.
"foo.a"() {v = 2 : i1} : () -> ()
