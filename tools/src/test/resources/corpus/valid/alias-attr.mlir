// Attribute aliases are inlined (or regenerated) when printing.
#int = 42 : i32
#arr = [1, 2, 3]
#map_a = affine_map<(d0, d1) -> (d1, d0)>
#str = "hello"
"foo.a"() {a = #int, b = #arr, c = #map_a, d = #str, e = [#int, #map_a]} : () -> ()
