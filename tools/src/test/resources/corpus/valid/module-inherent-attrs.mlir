// Inherent attributes of builtin.module written in the attribute dictionary move into properties.
"builtin.module"() ({
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "inner", sym_visibility = "nested", foo.keep = 1 : i32} : () -> ()
}) {sym_name = "outer", foo.z = "z", foo.a} : () -> ()
