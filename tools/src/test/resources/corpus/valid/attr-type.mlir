// Types used as attribute values.
"foo.t"() {a = i32, b = tensor<?xf32>, c = !foo.bar<"x">, d = memref<4xf32, 1>, e = (i32) -> f32, f = tuple<>, g = [index, none, complex<f32>], h = vector<[4]xi8>} : () -> ()
