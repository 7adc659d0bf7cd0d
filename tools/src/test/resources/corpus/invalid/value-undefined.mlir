// ARGS: --allow-unregistered-dialect
// Values: use of a value that is never defined.
"foo.a"(%nope) : (i32) -> ()
