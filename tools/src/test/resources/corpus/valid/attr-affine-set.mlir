// Integer sets get #set aliases.
"foo.s"() {a = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>, b = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, -d1 + 10 >= 0)>, c = affine_set<() : (0 == 0)>} : () -> ()
"foo.t"() {a = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>} : () -> ()
