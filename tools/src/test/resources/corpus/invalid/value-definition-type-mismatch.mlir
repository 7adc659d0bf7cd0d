// ARGS: --allow-unregistered-dialect
// Values: a definition whose type differs from its earlier forward use.
"foo.g"() ({
  "foo.u"(%v) : (f32) -> ()
  %v = "foo.d"() : () -> i32
}) : () -> ()
