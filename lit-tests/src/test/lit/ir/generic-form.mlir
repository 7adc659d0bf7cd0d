// The generic form prints every op, the module included, with unique value numbers.
// RUN: raptor-opt --allow-unregistered-dialect --mlir-print-op-generic %s | filecheck %s

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    %0:2 = "foo.pair"() : () -> (i32, f32)
// CHECK-NEXT:    "foo.use"(%0#1) : (f32) -> ()
// CHECK-NEXT:    %1 = "builtin.unrealized_conversion_cast"(%0#0) : (i32) -> i64
// CHECK-NEXT:  }) : () -> ()
%p:2 = "foo.pair"() : () -> (i32, f32)
"foo.use"(%p#1) : (f32) -> ()
%c = builtin.unrealized_conversion_cast %p#0 : i32 to i64
