// ARGS: --allow-unregistered-dialect
// Locations: an attribute alias that is not a location used as a location.
#a = 1 : i32
"foo.a"() : () -> () loc(#a)
