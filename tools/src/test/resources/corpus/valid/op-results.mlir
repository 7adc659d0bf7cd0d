// Generic ops with zero, one and several results; operand lists.
"foo.none"() : () -> ()
%a = "foo.one"() : () -> i32
%b, %c = "foo.two"() : () -> (i32, f32)
"foo.use"(%a, %b, %c) : (i32, i32, f32) -> ()
%d = "foo.self"(%a, %a) : (i32, i32) -> i32
