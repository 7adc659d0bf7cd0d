// IR printing around passes, as mlir-opt's --mlir-print-ir-* flags do.
// RUN: raptor-opt --allow-unregistered-dialect %s --cse --symbol-dce --mlir-print-ir-before=symbol-dce --mlir-print-ir-after-all --mlir-print-ir-after-change 2>&1 >/dev/null | filecheck %s

// CHECK-NOT:   IR Dump After CSE
// CHECK:       // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT:  module {
// CHECK-NEXT:    module @dead attributes {sym_visibility = "private"} {
// CHECK:       // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT:  module {
// CHECK-NEXT:    "x.a"() : () -> ()
// CHECK-NEXT:  }
module @dead attributes {sym_visibility = "private"} {
}
"x.a"() : () -> ()
