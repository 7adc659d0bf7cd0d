// ARGS: --allow-unregistered-dialect
// Syntax: the attribute dictionary must come after the properties.
"foo.a"() {a} <{b}> : () -> ()
