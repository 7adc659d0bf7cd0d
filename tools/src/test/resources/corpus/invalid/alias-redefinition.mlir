// ARGS: --allow-unregistered-dialect
// Aliases: an attribute alias defined twice.
#a = 1 : i32
#a = 2 : i32
"foo.a"() {v = #a} : () -> ()
