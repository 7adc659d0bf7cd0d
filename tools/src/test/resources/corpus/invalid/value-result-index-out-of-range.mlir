// ARGS: --allow-unregistered-dialect
// Values: a use of a result number that the group does not have.
%x:2 = "foo.two"() : () -> (i32, i32)
"foo.u"(%x#2) : (i32) -> ()
