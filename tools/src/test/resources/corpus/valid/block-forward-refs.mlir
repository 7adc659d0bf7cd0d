// Blocks may be referenced before they are defined; block order follows the text.
"foo.f"() ({
  "foo.br"()[^bb9] : () -> ()
^bb3:
  "foo.ret"() : () -> ()
^bb9:
  "foo.br"()[^bb3] : () -> ()
}) : () -> ()
