// Spec 5.2: a host copy of a constant global into a host buffer that nothing else writes folds
// away; readers read the global. A buffer that is written again keeps its copy.
// RUN: raptor-opt %s --split-input-file --pim-host-constant-folding | filecheck %s

memref.global "private" constant @__constant_1x4xf32 : memref<1x4xf32> = dense<2.0>
// CHECK-LABEL: func.func @main_graph
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[G:.*]] = memref.get_global @__constant_1x4xf32 : memref<1x4xf32>
// CHECK-NEXT:    pim.core
// CHECK-NEXT:      memref.alloc
// CHECK-NEXT:      pim.memcp_hd %{{.*}}[%[[C]]], %[[G]][%[[C]]] size 16
// CHECK-NOT:   memref.copy
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @__constant_1x4xf32 : memref<1x4xf32>
  %host = memref.alloc() : memref<1x4xf32>
  memref.copy %g, %host : memref<1x4xf32> to memref<1x4xf32>
  pim.core attributes {coreId = 0 : i32} {
    %b = memref.alloc() : memref<1x4xf32>
    %x = pim.memcp_hd %b[%c0], %host[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

memref.global "private" constant @__constant_1x4xf32 : memref<1x4xf32> = dense<2.0>
// CHECK-LABEL: func.func @main_graph
// CHECK:         %[[H:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:    memref.copy %{{.*}}, %[[H]]
// CHECK:           pim.memcp_dh %[[H]]
func.func @main_graph() {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @__constant_1x4xf32 : memref<1x4xf32>
  %host = memref.alloc() : memref<1x4xf32>
  memref.copy %g, %host : memref<1x4xf32> to memref<1x4xf32>
  pim.core attributes {coreId = 0 : i32} {
    %b = memref.alloc() : memref<1x4xf32>
    %x = pim.memcp_dh %host[%c0], %b[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    pim.halt
  }
  return
}
