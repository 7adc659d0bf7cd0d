// Result groups: %x:N declares N results, %x#i uses one; groups are merged when printed.
%x:2 = "foo.two"() : () -> (i32, i32)
%z, %w:3 = "foo.m"() : () -> (i1, i2, i3, i4)
%p:1 = "foo.single"() : () -> i8
"foo.use"(%x#0, %x#1, %z, %w#0, %w#2, %p#0, %p) : (i32, i32, i1, i2, i4, i8, i8) -> ()
