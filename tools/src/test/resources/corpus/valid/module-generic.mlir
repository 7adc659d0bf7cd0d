// The module written in generic form, with properties and an explicit entry block.
"builtin.module"() <{sym_name = "g"}> ({
^bb0:
  "foo.a"() : () -> ()
}) {foo.attr = 3 : i8} : () -> ()
