// ARGS: --allow-unregistered-dialect
// Values: a value of one region is not visible in a sibling region.
"foo.r"() ({
  %a = "foo.a"() : () -> i32
}, {
  "foo.u"(%a) : (i32) -> ()
}) : () -> ()
