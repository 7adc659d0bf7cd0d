// Unit attributes: name only in a dictionary, `unit` in value position.
"foo.u"() {a, b = unit, c = [unit, unit]} : () -> ()
"foo.v"() <{p}> {z} : () -> ()
