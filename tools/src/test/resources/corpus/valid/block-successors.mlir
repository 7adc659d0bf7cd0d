// Successor lists, loops back to earlier blocks, and the predecessor comments.
"foo.f"() ({
^entry(%c: i1):
  "foo.cond_br"(%c)[^a, ^b] : (i1) -> ()
^a:
  "foo.br"()[^join] : () -> ()
^b:
  "foo.br"()[^join] : () -> ()
^join:
  "foo.br"()[^join] : () -> ()
^dead:
  "foo.br"()[^a, ^a] : () -> ()
}) : () -> ()
