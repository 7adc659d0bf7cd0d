// An explicit module with its own location; nested op locations.
module @m {
  "foo.a"() : () -> () loc("a")
} loc("mod.mlir":42:1)
