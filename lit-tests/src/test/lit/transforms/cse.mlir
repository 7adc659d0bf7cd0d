// cse merges identical side-effect-free ops and erases unused ones; ops of
// unregistered dialects are never merged or erased.
// RUN: raptor-opt --allow-unregistered-dialect %s --cse | filecheck %s
// RUN: raptor-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(cse)' | filecheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    %[[A:.*]] = "x.src"() : () -> i32
// CHECK-NEXT:    %[[C:.*]] = unrealized_conversion_cast %[[A]] : i32 to i64
// CHECK-NEXT:    %[[U1:.*]] = "x.pure"(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %[[U2:.*]] = "x.pure"(%[[A]]) : (i32) -> i32
// An unregistered op might be isolated from above: its region is a new scope.
// CHECK-NEXT:    "x.region"() ({
// CHECK-NEXT:      %[[D:.*]] = builtin.unrealized_conversion_cast %[[A]] : i32 to i64
// CHECK-NEXT:      "x.use"(%[[D]]) : (i64) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "x.use"(%[[C]], %[[C]], %[[U1]], %[[U2]]) : (i64, i64, i32, i32) -> ()
// CHECK-NEXT:  }
%a = "x.src"() : () -> i32
%c1 = builtin.unrealized_conversion_cast %a : i32 to i64
%c2 = builtin.unrealized_conversion_cast %a : i32 to i64
%dead = builtin.unrealized_conversion_cast %a : i32 to i16
%u1 = "x.pure"(%a) : (i32) -> i32
%u2 = "x.pure"(%a) : (i32) -> i32
"x.region"() ({
  %c3 = builtin.unrealized_conversion_cast %a : i32 to i64
  "x.use"(%c3) : (i64) -> ()
}) : () -> ()
"x.use"(%c1, %c2, %u1, %u2) : (i64, i64, i32, i32) -> ()
