// Keywords are valid attribute names, symbol names and dialect-attribute names.
"foo.k"() {loc = 1, to = 2, dense = 3, i32 = 4, true = 5, func = @func, module = @module, attributes = @attributes, x = @loc::@to} : () -> ()
