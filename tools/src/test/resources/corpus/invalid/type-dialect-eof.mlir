// ARGS: --allow-unregistered-dialect
// Types: a dialect type body that runs to the end of the file.
"foo.a"() : () -> !foo.t<abc
