// Signed and unsigned integer attributes keep their signedness when printed.
"foo.s"() {a = 255 : ui8, b = -128 : si8, c = 127 : si8, d = 4294967295 : ui32, e = 18446744073709551615 : ui64, f = 0 : ui1, g = 1 : ui1, h = -1 : si1, i = 0 : si1} : () -> ()
