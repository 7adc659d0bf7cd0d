// Arrays: empty, nested, heterogeneous; i64/f64 types elided inside arrays.
"foo.a"() {a = [], b = [1, "a", [2.0]], c = [1, 2.000000e+00, {x = 1 : i64}, 1 : index], d = [[[]]], e = [1 : i32, 2 : i64, true, i32, @sym, unit]} : () -> ()
