// Affine maps as attributes get #map aliases numbered by first use.
"foo.m"() {a = affine_map<(d0) -> (d0)>, b = affine_map<(d0)[s0] -> (d0 + s0, d0 floordiv 2, d0 mod 3)>, c = affine_map<() -> (0)>, d = affine_map<(d0, d1) -> (d0 ceildiv 4, -d1)>} : () -> ()
"foo.n"() {a = affine_map<(d0) -> (d0)>, e = [affine_map<()[s0, s1] -> (s1, s0)>]} : () -> ()
