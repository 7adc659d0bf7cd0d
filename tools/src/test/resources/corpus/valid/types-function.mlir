// Function types as result types and as type attributes (parenthesisation rules).
"foo.fn"() {a = () -> (), b = (i32) -> i32, c = (i32, f32) -> (i1, i2), d = ((i32) -> i32) -> (), e = (i32) -> ((i32) -> i32), f = () -> (i32)} : () -> ()
"foo.fnres"() : () -> ((i32) -> i32)
"foo.fnres2"() : () -> (() -> (), (i1) -> (i1, i1))
