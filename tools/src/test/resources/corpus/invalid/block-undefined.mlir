// ARGS: --allow-unregistered-dialect
// Blocks: a successor that names no block of the region.
"foo.r"() ({
  "foo.br"()[^missing] : () -> ()
}) : () -> ()
