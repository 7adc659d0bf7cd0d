// Parsing decimal literals into narrow float types rounds to nearest even.
"foo.n"() {a = 0.1 : f16, b = 0.3 : bf16, c = 65504.0 : f16, d = 1.0 : f8E4M3FN, e = 0.5 : f8E5M2, f = 3.0 : tf32, g = 1.0 : f80, h = 1.0 : f128, i = 2.0 : f4E2M1FN, j = 1.5 : f6E2M3FN} : () -> ()
