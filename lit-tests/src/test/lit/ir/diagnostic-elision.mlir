// The "see current operation" note of a diagnostic elides elements attributes of more than 16
// elements, as mlir-opt 22 does; the quoted source line keeps them.
// RUN: not raptor-opt %s 2>&1 | filecheck %s

func.func @f() {
  %0 = "arith.constant"() <{value = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>}> : () -> tensor<16xi32>
  return
}
// CHECK: diagnostic-elision.mlir:6:8: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK-NEXT: {{^}}  %0 = "arith.constant"() <{value = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>}> : () -> tensor<16xi32>
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: diagnostic-elision.mlir:6:8: note: see current operation: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<17xi32>}> : () -> tensor<16xi32>
