// Properties <...> of unregistered ops: any attribute; an empty <{}> is kept.
"foo.p"() <{a = 1 : i32, b = "s"}> : () -> ()
"foo.q"() <5 : i32> : () -> ()
"foo.r"() <[1, 2]> : () -> ()
"foo.s"() <{}> : () -> ()
"foo.t"() <{z = 1, a = [2]}> {d = 3} : () -> ()
"foo.u"() <#foo.prop<x>> : () -> ()
