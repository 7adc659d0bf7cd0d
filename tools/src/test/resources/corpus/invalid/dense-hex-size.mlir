// ARGS: --allow-unregistered-dialect
// Dense: a hex blob whose size matches neither one element nor all of them.
"foo.a"() {v = dense<"0x010203"> : tensor<2xi32>} : () -> ()
