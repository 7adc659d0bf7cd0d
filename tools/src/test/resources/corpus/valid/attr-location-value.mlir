// Locations used as attribute values.
"foo.l"() {a = loc("x":1:2), b = loc(unknown), c = loc("name")} : () -> ()
