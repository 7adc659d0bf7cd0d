// Non-ASCII bytes in strings print as \XX escapes.
"foo.u"() {a = "é", b = "日本", c = "emoji 🙂", d = "\C3\A9"} : () -> ()
