// ARGS: --allow-unregistered-dialect
// Aliases: use of an attribute alias that is never defined.
"foo.a"() {v = #nothere} : () -> ()
