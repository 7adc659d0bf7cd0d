// ARGS: --allow-unregistered-dialect
// Dense arrays: a float element in an integer array.
"foo.a"() {v = array<i32: 1, 2.5>} : () -> ()
