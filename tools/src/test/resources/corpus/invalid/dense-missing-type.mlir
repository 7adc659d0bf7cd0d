// ARGS: --allow-unregistered-dialect
// Dense: a dense literal needs a shaped type.
"foo.a"() {v = dense<[1, 2]>} : () -> ()
