// i1 integers and booleans: always printed true/false without a type.
"foo.b"() {a = true, b = false, c = 1 : i1, d = 0 : i1, e = -1 : i1} : () -> ()
"foo.arr"() {a = [true, 0 : i1, false]} : () -> ()
