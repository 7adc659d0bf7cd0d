// ARGS: --allow-unregistered-dialect
// Syntax: successor operands are not written in the successor list in MLIR 22.
"foo.f"() ({
^bb0(%x: i32):
  "foo.br"()[^bb1(%x : i32)] : () -> ()
^bb1(%y: i32):
  "foo.ret"() : () -> ()
}) : () -> ()
