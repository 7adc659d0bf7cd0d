// ARGS: --allow-unregistered-dialect
// Locations: a location alias that is never defined.
"foo.a"() : () -> () loc(#never)
