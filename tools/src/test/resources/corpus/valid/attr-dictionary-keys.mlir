// Keys: sorted by bytes, quoted when not bare identifiers, keywords allowed as keys.
"foo.k"() {b = 1, a = 2, B = 3, _x = 4, "my attr" = 5, "9lives" = 6, loc = 7, to = 8, dense = 9, i32 = 10, true = 11, "a.b" = 12, a.c = 13} : () -> ()
