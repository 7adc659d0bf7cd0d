// Locations of custom-form ops (module keyword, cast keyword) and of result groups.
module @m {
  %a = "foo.a"() : () -> i32
  %x:2 = unrealized_conversion_cast %a, %a : i32, i32 to i8, i8
  %y = builtin.unrealized_conversion_cast %x#1 : i8 to i16 loc("cast")
}
