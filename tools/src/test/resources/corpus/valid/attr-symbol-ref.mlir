// Symbol references: flat, nested, quoted when not bare identifiers.
"foo.s"() {a = @foo, b = @foo::@bar::@baz, c = @"with space", d = @"foo-bar", e = @"9x", f = @a.b$c, g = @"plain", h = @"q"::@"r s", i = [@x, @y::@z]} : () -> ()
