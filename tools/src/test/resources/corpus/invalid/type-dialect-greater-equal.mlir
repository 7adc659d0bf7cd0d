// ARGS: --allow-unregistered-dialect
// Types: >= closes a dialect type body.
"foo.a"() : () -> !foo.t<x>=y>
