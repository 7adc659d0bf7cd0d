// Float attributes that print in the 6-significant-digit e form.
"foo.f"() {a = 1.0, b = 1.0 : f32, c = -2.5 : f64, d = 123.456 : f32, e = 0.015625 : f32, f = 1.0e10 : f64, g = 1.5E-3 : f64, h = 0.0 : f32, i = -0.0 : f32, j = 1. : f64, k = 100.0 : f16} : () -> ()
"foo.arr"() {a = [1.0, 2.0 : f32, -3.5]} : () -> ()
