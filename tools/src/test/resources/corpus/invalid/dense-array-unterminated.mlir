// ARGS: --allow-unregistered-dialect
// Dense arrays: a list that is never closed.
"foo.a"() {v = array<i32: 1, 2} : () -> ()
