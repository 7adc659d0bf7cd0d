// Ops with one and several regions, entry blocks with and without labels.
"foo.one"() ({
  "foo.x"() : () -> ()
}) : () -> ()
"foo.two"() ({
  "foo.y"() : () -> ()
}, {
^entry(%a: i32):
  "foo.z"(%a) : (i32) -> ()
}) : () -> ()
%r = "foo.res"() ({
^bb0:
  "foo.w"() : () -> ()
}) {attr} : () -> i64
