// Nested modules: custom module syntax inside a module and inside an unregistered op.
module {
  module @a {
    module {
      "foo.deep"() : () -> ()
    }
  }
  "foo.holder"() ({
    builtin.module @b {
      "foo.x"() : () -> ()
    }
  }) : () -> ()
}
