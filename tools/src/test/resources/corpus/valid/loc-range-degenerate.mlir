// Ranges whose ends are equal print as points, yet each spelling stays a distinct location
// (two aliases that print the same text).
"foo.c"() : () -> () loc("f":5:6 to 5:6)
"foo.d"() : () -> () loc("f":5:6 to :6)
"foo.e"() : () -> () loc("f":5:6)
"foo.f"() : () -> () loc("f":5:6 to 5:6)
