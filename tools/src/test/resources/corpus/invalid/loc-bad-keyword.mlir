// ARGS: --allow-unregistered-dialect
// Locations: an unknown location form.
"foo.a"() : () -> () loc(somewhere)
