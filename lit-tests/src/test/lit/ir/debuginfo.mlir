// Locations print as deferred #loc aliases, or inline in local scope.
// RUN: raptor-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | filecheck %s
// RUN: raptor-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s \
// RUN:   | filecheck %s --check-prefix=LOCAL

// CHECK: "foo.a"() : () -> () loc(#loc1)
// CHECK: } loc(#loc)
// CHECK: #loc1 = loc("here.c":3:4)
// LOCAL: "foo.a"() : () -> () loc("here.c":3:4)
"foo.a"() : () -> () loc("here.c":3:4)
