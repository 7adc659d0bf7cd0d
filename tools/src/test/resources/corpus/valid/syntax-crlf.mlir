// CR LF line endings.
"foo.crlf"() : () -> ()
"foo.crlf2"() {a = 1} : () -> ()
