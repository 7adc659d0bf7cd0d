// ARGS:
// Registration: an unknown dialect type without --allow-unregistered-dialect.
module attributes {foo.t = !foo.t<1>} {
}
