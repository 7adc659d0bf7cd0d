// External resources no dialect here reads are kept and printed back after the dialect
// resources, as mlir-opt 22 does; an empty group is dropped. Expected output from mlir-opt 22.
// RUN: raptor-opt --allow-unregistered-dialect %s | filecheck %s

// CHECK:      module {
// CHECK-NEXT:   "t.op"() {r = dense_resource<blob1> : tensor<1xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x0400000001000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(cse)",
// CHECK-NEXT:       disable_threading: false,
// CHECK-NEXT:       "odd key": "he\22llo"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

"t.op"() {r = dense_resource<blob1> : tensor<1xi32>} : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: false,
      "odd key": "he\"llo"
    },
    empty: {}
  },
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
#-}
