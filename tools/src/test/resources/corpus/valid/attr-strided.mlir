// Strided layout attributes as standalone attributes.
"foo.s"() {a = strided<[?, 1], offset: ?>, b = strided<[4, 1]>, c = strided<[1], offset: 0>, d = strided<[], offset: 3>, e = strided<[?, ?], offset: 7>} : () -> ()
