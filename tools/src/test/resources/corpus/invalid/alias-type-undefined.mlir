// ARGS: --allow-unregistered-dialect
// Aliases: use of a type alias that is never defined.
"foo.a"() : () -> !undefined_t
