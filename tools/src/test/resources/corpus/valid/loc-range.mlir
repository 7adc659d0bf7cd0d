// File line/column ranges.
"foo.a"() : () -> () loc("f":1:2 to 3:4)
"foo.b"() : () -> () loc("f":1:2 to :9)
"foo.c"() : () -> () loc("f":7:1 to 8:1)
