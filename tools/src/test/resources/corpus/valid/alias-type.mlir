// Type aliases are inlined when printing (builtin types never get aliases).
!i = i32
!tensor_t = tensor<4x?xf32>
!fn = (i32) -> i32
!dialect = !foo.t<1>
%0 = "foo.a"() : () -> !i
"foo.b"(%0) {t = !tensor_t, f = !fn} : (!i) -> (!tensor_t, !dialect)
