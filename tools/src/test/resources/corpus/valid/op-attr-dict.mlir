// Discardable attribute dictionaries: an empty {} is dropped; the order of parts is fixed.
"foo.a"() {} : () -> ()
"foo.b"() <{p = 1}> {} : () -> ()
"foo.c"() ({
  "foo.inner"() {} : () -> ()
}) {z = 1, a = 2} : () -> ()
