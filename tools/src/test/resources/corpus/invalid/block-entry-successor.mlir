// ARGS: --allow-unregistered-dialect
// Blocks: the entry block cannot be a branch target.
"foo.r"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()
