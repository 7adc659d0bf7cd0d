// Location alias definitions that nothing uses are accepted and dropped.
#unused = loc("nowhere":1:1)
#used = loc("somewhere":2:2)
"foo.a"() : () -> () loc(#used)
