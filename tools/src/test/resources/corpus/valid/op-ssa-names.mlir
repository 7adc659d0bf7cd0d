// Input SSA names of every allowed spelling are discarded and renumbered.
%arg7 = "foo.a"() : () -> i32
%a.b$c = "foo.b"() : () -> i32
%with-dash = "foo.c"() : () -> i32
%_under = "foo.d"() : () -> i32
%42 = "foo.e"() : () -> i32
%0 = "foo.f"(%arg7, %a.b$c, %with-dash, %_under, %42) : (i32, i32, i32, i32, i32) -> i32
