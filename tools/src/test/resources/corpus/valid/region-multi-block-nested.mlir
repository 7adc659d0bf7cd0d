// Multi-block regions nested in multi-block regions; block labels restart per region.
"foo.outer"() ({
^bb0(%a: i32):
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.inner"() ({
  ^bb0(%b: i32):
    "foo.br"(%b)[^bb1] : (i32) -> ()
  ^bb1:
    "foo.use"(%a) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
