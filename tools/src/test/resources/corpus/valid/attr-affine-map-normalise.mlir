// Affine expressions are renamed, folded and reordered by the parser.
"foo.m"() {a = affine_map<(i, j) -> (j, i)>, b = affine_map<(d0) -> (2 + 3)>, c = affine_map<(d0, d1) -> (4 * d1 + d0)>, d = affine_map<(d0)[s0] -> (s0 * d0)>, e = affine_map<(d0) -> (d0 * -2)>, f = affine_map<(d0, d1) -> (d0 - d1, d0 + d0, (d0 + 1) * 2)>} : () -> ()
"foo.n"() {g = affine_map<(d0) -> (d0 * 1 + 0)>, h = affine_map<(d0) -> (d0 mod 1, d0 floordiv 1)>, i = affine_map<(x)[n] -> (x + n - 1)>} : () -> ()
