// Inside an unregistered op, bare custom op names still resolve to the builtin dialect.
"foo.holder"() ({
  module {
    "foo.x"() : () -> ()
  }
  %0 = unrealized_conversion_cast to i32
}) : () -> ()
