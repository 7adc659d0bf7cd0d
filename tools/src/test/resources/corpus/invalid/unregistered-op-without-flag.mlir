// ARGS:
// Registration: an unknown dialect op without --allow-unregistered-dialect.
"foo.a"() : () -> ()
