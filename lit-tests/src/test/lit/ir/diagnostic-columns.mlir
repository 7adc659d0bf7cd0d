// Diagnostic positions are UTF-8 byte columns, tabs expand to stops of 8 bytes in the quoted
// line and under it, a line with non-ASCII text gets no caret line, and a location without a
// column quotes no source at all (LLVM SourceMgr, as mlir-opt 22 prints them).
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

"foo.b"() {s = "é€😀"} : (i32) -> ()

// -----

	"foo.b"() {s = "ab"} : (i32) -> ()

// -----

"foo.b"() {s = "é"}	: (i32) -> ()

// -----

%0 = "arith.constant"() <{value = 1 : i32}> : () -> i64 loc("diagnostic-columns.mlir":1:0)

// CHECK:      diagnostic-columns.mlir:6:31: error: expected 0 operand types but had 1
// CHECK-NEXT: {{^}}"foo.b"() {s = "{{[^"]+}}"} : (i32) -> (){{$}}
// CHECK-NEXT: diagnostic-columns.mlir:10:25: error: expected 0 operand types but had 1
// CHECK-NEXT: {{^}}        "foo.b"() {s = "ab"} : (i32) -> (){{$}}
// CHECK-NEXT: {{^}}                               ^{{$}}
// CHECK-NEXT: diagnostic-columns.mlir:14:24: error: expected 0 operand types but had 1
// CHECK-NEXT: {{^}}"foo.b"() {s = "{{[^"]+}}"}    : (i32) -> (){{$}}
// CHECK-NEXT: diagnostic-columns.mlir:1:0: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK-NEXT: diagnostic-columns.mlir:1:0: note: see current operation:
