// Each chunk is parsed, verified and printed on its own; outputs are joined with the marker,
// a failing chunk prints nothing and makes the run fail, and line numbers are the file's.
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file %s 2>%t.err \
// RUN:   | filecheck %s
// RUN: filecheck %s --check-prefix=ERR < %t.err

// CHECK: module {
// CHECK-NEXT:   "foo.first"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-}}----
"foo.first"() : () -> ()

// -----

// The next chunk fails: nothing of it is printed.
// CHECK-NEXT: // {{-}}----
// ERR: split-input-file.mlir:[[#@LINE+1]]:1: error: cannot name an operation with no results
%0 = "foo.second"() : () -> ()

// -----

// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "foo.third"() : () -> i32
// CHECK-NEXT: }
%x = "foo.third"() : () -> i32
