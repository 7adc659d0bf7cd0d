// An index.cmp predicate that is not one of the ten is refused at the keyword, with the list,
// then, as mlir-opt, after the keyword for the attribute parameter.
// RUN: not raptor-opt %s 2>&1 | filecheck %s
// CHECK: index-cmp-predicate.mlir:[[# @LINE + 4]]:18: error: custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
// CHECK: index-cmp-predicate.mlir:[[# @LINE + 3]]:20: error: custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`
// CHECK-NOT: error
func.func @f(%a: index) -> i1 {
  %0 = index.cmp lt(%a, %a)
  return %0 : i1
}
