// Integer attributes: untyped (i64), typed, negative, index, signless printed as signed.
"foo.i"() {a = 5, b = -5 : i32, c = 7 : index, d = 255 : i8, e = 0 : i16, f = -128 : i8, g = 127 : i8, h = -9223372036854775808 : i64, i = 9223372036854775807} : () -> ()
"foo.j"() {a = 0, c = 0 : i0} : () -> ()
