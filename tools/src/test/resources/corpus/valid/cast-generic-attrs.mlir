// unrealized_conversion_cast has no inherent attributes: everything stays discardable.
%a = "foo.a"() : () -> i32
%0 = "builtin.unrealized_conversion_cast"(%a) {foo.tag = "t", zz = 2} : (i32) -> f32
