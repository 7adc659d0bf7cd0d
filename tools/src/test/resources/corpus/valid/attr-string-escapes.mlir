// String escapes: quotes, backslashes, newline, tab, hex escapes, control bytes.
"foo.s"() {a = "a\"b\\c\nd\te", b = "", c = "\41\42\43", d = "\00\01\7F", e = "x\0ay", f = "{}[]<>()'", g = "tab	inside"} : () -> ()
