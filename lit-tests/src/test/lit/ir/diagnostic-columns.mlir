// Diagnostic positions are UTF-8 byte columns, tabs expand to stops of 8 in the quoted
// line and under it, and a line with non-ASCII text gets no caret line (LLVM SourceMgr).
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

"foo.b"() {s = "é€😀"} : (i32) -> ()

// -----

	"foo.b"() {s = "ab"} : (i32) -> ()

// CHECK:      diagnostic-columns.mlir:5:31: error: expected 0 operand types but had 1
// CHECK-NEXT: {{^}}"foo.b"() {s = "{{[^"]+}}"} : (i32) -> (){{$}}
// CHECK-NEXT: diagnostic-columns.mlir:9:25: error: expected 0 operand types but had 1
// CHECK-NEXT: {{^}}        "foo.b"() {s = "ab"} : (i32) -> (){{$}}
// CHECK-NEXT: {{^}}                               ^{{$}}
