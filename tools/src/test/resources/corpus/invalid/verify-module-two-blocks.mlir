// ARGS: --allow-unregistered-dialect
// Verifier: builtin.module has a single block.
"builtin.module"() ({
  "foo.a"() : () -> ()
^bb1:
  "foo.b"() : () -> ()
}) : () -> ()
