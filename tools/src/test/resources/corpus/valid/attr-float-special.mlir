// NaN and infinity are printed as hex bit patterns (never with elided type).
"foo.s"() {a = 0x7FC00000 : f32, b = 0x7F800000 : f32, c = 0xFF800000 : f32, d = 0x7FF8000000000000 : f64, e = 0x7FF0000000000000 : f64, f = 0xFFF0000000000000 : f64, g = 0x7E00 : f16, h = 0x7C00 : f16, i = 0x7FC0 : bf16, j = 0x7FC00001 : f32} : () -> ()
"foo.arr"() {a = [0x7FF8000000000000, 0x7FF0000000000000 : f64]} : () -> ()
