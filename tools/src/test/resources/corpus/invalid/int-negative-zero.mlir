// ARGS: --allow-unregistered-dialect
// Integers: mlir-opt 22 rejects the literal -0 for integers.
"foo.a"() {v = -0 : i32} : () -> ()
