// ARGS: --allow-unregistered-dialect
// Types: mismatched brackets in a dialect type body.
"foo.a"() : () -> !foo.t<(]>
