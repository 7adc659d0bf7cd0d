// ARGS: --allow-unregistered-dialect
// Aliases: alias names with a dot are reserved for dialects.
#a.b = 1 : i32
"foo.a"() : () -> ()
