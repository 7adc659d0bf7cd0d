// SSA numbering: sibling regions restart from the same counters in custom form, not in generic form.
%0 = "foo.top"() : () -> i32
"foo.f"() ({
^bb0(%a: i32):
  %1 = "foo.a"(%a, %0) : (i32, i32) -> i32
  "foo.loop"() ({
  ^bb0(%i: index):
    %2 = "foo.b"(%1) : (i32) -> i32
  }, {
  ^bb0(%j: index):
    %3 = "foo.c"(%1) : (i32) -> i32
    %4 = "foo.d"(%3) : (i32) -> i32
  }) : () -> ()
  %5 = "foo.e"() : () -> i32
}) : () -> ()
"foo.g"() ({
^bb0(%a: i32, %b: i32):
  %6 = "foo.h"(%a, %b) : (i32, i32) -> i32
}) : () -> ()
%7 = "foo.after"() : () -> i32
