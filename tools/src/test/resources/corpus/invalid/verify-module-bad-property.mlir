// ARGS: --allow-unregistered-dialect
// Properties: builtin.module properties must be a dictionary with the right types.
"builtin.module"() <{sym_name = 1 : i32}> ({
}) : () -> ()
