// ARGS: --allow-unregistered-dialect
// Locations: a line number must be an integer.
"foo.a"() : () -> () loc("f.mlir":x:1)
