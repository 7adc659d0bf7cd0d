// ARGS: --allow-unregistered-dialect
// Blocks: a block label defined twice.
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()
