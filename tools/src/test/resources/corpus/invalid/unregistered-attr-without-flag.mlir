// ARGS:
// Registration: an unknown dialect attribute without --allow-unregistered-dialect.
module attributes {foo.a = #foo.a<1>} {
}
