// ARGS: --allow-unregistered-dialect
// Dominance cannot be violated with builtin and unregistered ops (their regions are graph regions),
// but a value defined inside a region is still not visible after the op.
"foo.r"() ({
  %inner = "foo.a"() : () -> i32
}) : () -> ()
"foo.u"(%inner) : (i32) -> ()
