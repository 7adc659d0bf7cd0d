// symbol-dce erases private symbols nothing refers to; public ones stay.
// RUN: raptor-opt --allow-unregistered-dialect %s --symbol-dce | filecheck %s
// RUN: raptor-opt --allow-unregistered-dialect %s --symbol-dce --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

// CHECK-LABEL: module {
// CHECK-NOT:     @dead
// CHECK:         module @live {
// CHECK:         module @used attributes {sym_visibility = "private"} {
// CHECK:         "x.user"() {ref = @used} : () -> ()
// CHECK-NOT:     @dead
module @dead attributes {sym_visibility = "private"} {
}
module @live {
}
module @used attributes {sym_visibility = "private"} {
}
"x.user"() {ref = @used} : () -> ()

// STATS:      ... Pass statistics report ...
// STATS:      SymbolDCE
// STATS-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd
