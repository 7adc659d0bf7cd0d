// ARGS: --allow-unregistered-dialect
// Values: a forward reference resolved by a definition in a later sibling region is not visible
// at its use (the verifier's dominance check, even under unregistered ops).
"foo.r"() ({
  "foo.u"(%a) : (i32) -> ()
}, {
  %a = "foo.a"() : () -> i32
}) : () -> ()
