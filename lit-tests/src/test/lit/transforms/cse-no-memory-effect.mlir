// cse merges identical ops that have no memory effect even when they may trap (NoMemoryEffect,
// as index.divs), and erases the unused ones; the CHECK lines are mlir-opt 22's output.
// RUN: raptor-opt %s --cse | filecheck %s
// CHECK-LABEL: func.func @divisions(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:      %0 = index.divs %arg0, %arg1
// CHECK-NEXT:      %1 = index.add %0, %0
// CHECK-NEXT:      return %1, %0 : index, index
// CHECK-NEXT:    }
func.func @divisions(%x: index, %y: index) -> (index, index) {
  %d = index.divs %x, %y
  %e = index.divs %x, %y
  %unused = index.remu %x, %y
  %s = index.add %d, %e
  return %s, %e : index, index
}
