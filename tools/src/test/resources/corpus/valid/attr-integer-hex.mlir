// Hexadecimal integer literals print in decimal.
"foo.h"() {a = 0x1F : i16, b = 0xFF : i8, c = 0xffffffff : i32, d = 0x0 : i64, e = -0x10 : i32, f = 0xABCDEF, g = 0x8000000000000000 : i64} : () -> ()
