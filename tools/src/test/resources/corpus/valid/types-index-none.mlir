// index and none types, as operand/result types and as type attributes.
%0 = "foo.idx"() : () -> index
%1 = "foo.none"() : () -> none
"foo.use"(%0, %1) {t1 = index, t2 = none} : (index, none) -> ()
