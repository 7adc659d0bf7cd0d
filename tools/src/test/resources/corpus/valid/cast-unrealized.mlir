// builtin.unrealized_conversion_cast in generic and custom forms, inside a module and elsewhere.
%a = "foo.a"() : () -> i32
%b = "foo.b"() : () -> f32
%0 = unrealized_conversion_cast %a : i32 to i64
%1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i8, i16
%2 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> tensor<2xi32>
%3 = unrealized_conversion_cast to index
"foo.r"() ({
  %4 = builtin.unrealized_conversion_cast %a : i32 to !foo.t
}) : () -> ()
%5 = unrealized_conversion_cast %a : i32 to i64 {foo.note = 1}
