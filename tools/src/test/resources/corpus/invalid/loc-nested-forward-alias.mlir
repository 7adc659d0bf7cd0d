// ARGS: --allow-unregistered-dialect
// Locations: only a whole loc(#alias) may refer to a later alias, not one nested in fused[].
"foo.a"() : () -> () loc(fused[#later, "x"])
#later = loc("later.mlir":1:1)
