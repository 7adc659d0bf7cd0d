// array<T: ...> for every element type, including empty arrays.
"foo.a"() {i1 = array<i1: true, false>, i8 = array<i8: -1, 127>, i16 = array<i16: 1, 2, 3>, i32 = array<i32: 1, -2>, i64 = array<i64: 1, 2, 3>, f32 = array<f32: 1.0, 2.5>, f64 = array<f64: 0.1, -3.0>} : () -> ()
"foo.b"() {e1 = array<i1>, e8 = array<i8>, e16 = array<i16>, e32 = array<i32>, e64 = array<i64>, ef32 = array<f32>, ef64 = array<f64>} : () -> ()
"foo.c"() <{p = array<i64: -9223372036854775808, 9223372036854775807>}> {x = array<i8: 255>, y = array<f32: 0x7FC00000>} : () -> ()
