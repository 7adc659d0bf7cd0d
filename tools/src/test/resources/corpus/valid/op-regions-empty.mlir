// Regions with no blocks, and entry blocks with no ops.
"foo.empty"() ({}) : () -> ()
"foo.empty2"() ({
}, {
}) : () -> ()
"foo.emptyblock"() ({
^bb0:
}) : () -> ()
"foo.args_only"() ({
^bb0(%a: i32):
}) : () -> ()
