// Distinct attributes: ids are renumbered in print order; unit payload prints as distinct[N]<>.
"foo.d"() {a = distinct[7]<42 : i32>, b = distinct[3]<unit>, c = distinct[7]<42 : i32>, d = distinct[0]<"s">} : () -> ()
"foo.e"() {x = distinct[3]<unit>} : () -> ()
