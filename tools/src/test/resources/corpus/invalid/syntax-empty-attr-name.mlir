// ARGS: --allow-unregistered-dialect
// Syntax: an empty string is not a valid attribute name.
"foo.a"() {"" = 1} : () -> ()
