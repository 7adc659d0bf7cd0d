// Typed strings keep their type.
"foo.t"() {a = "x" : i32, b = "y" : tensor<2xi8>, c = "z" : !foo.str, d = ["in array" : i64]} : () -> ()
