// Nested dictionaries are sorted by key at every level.
"foo.d"() {outer = {z = 1, a = {y = [1, {k = 2}], b = {}}, m = "x"}, empty = {}} : () -> ()
