// Unknown locations.
"foo.a"() : () -> () loc(unknown)
%0 = "foo.b"() : () -> i32 loc(unknown)
"foo.c"(%0) : (i32) -> () loc(unknown)
