// ARGS: --allow-unregistered-dialect
// Syntax: inside an unregistered op a bare custom name is only looked up in builtin.
"foo.holder"() ({
  yield
}) : () -> ()
