// Floats written as hexadecimal bit patterns.
"foo.h"() {a = 0x3F800000 : f32, b = 0x1 : f32, c = 0x4000000000000000 : f64, d = 0x3C00 : f16, e = 0x3F80 : bf16, f = 0x0 : f64, g = 0x80000000 : f32, h = 0x1 : f64} : () -> ()
