// Module symbol name and visibility, in custom and generic spellings.
module @outer {
  "builtin.module"() <{sym_name = "inner", sym_visibility = "private"}> ({
    "foo.x"() : () -> ()
  }) : () -> ()
  module @"quoted name" {
  }
}
