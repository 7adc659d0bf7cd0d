// ARGS: --allow-unregistered-dialect
// Integers: negative values are not valid for unsigned types.
"foo.a"() {v = -1 : ui8} : () -> ()
