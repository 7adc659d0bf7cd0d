// ARGS: --allow-unregistered-dialect
// Locations: callsite needs "at".
"foo.a"() : () -> () loc(callsite("a" "b"))
