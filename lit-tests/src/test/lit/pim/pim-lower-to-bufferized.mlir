// The pipeline alias runs convert-spatial-to-pim, pim-bufferize, pim-host-constant-folding,
// pim-local-memory-planning and verify-pim: spec 6.1 in, the IR of spec 6.7 out.
// RUN: raptor-opt %s --pim-lower-to-bufferized="core-count=2 crossbar-size=4 crossbar-count=2 pim-detect-communication-deadlock pim-verify-bufferization-copy-freedom" | filecheck %s
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --pass-pipeline='builtin.module(pim-lower-to-bufferized)' | filecheck %s
// RUN: not raptor-opt %s --pim-lower-to-bufferized 2>&1 | filecheck %s --check-prefix=NO-TARGET
// RUN: not raptor-opt %s --pim-lower-to-bufferized="core-count=2 crossbar-size=4 crossbar-count=2 local-memory-size=16" 2>&1 | filecheck %s --check-prefix=SMALL
// NO-TARGET: raptor-opt: error: Spatial-to-Pim lowering requires valid injected target resources: Pim compilation requires explicit --core-count, --crossbar-size and --crossbar-count (positive integers)
// SMALL: error: 'pim.core' op Pim local-memory plan of core 0 needs 32 bytes, but a core has 16 bytes of local memory

// CHECK:       memref.global "private" constant @__constant_4x4xf32 : memref<4x4xf32> = dense<1.000000e+00>
// CHECK-LABEL: func.func @main_graph(%arg0: memref<1x4xf32>) -> memref<1x4xf32> {
// CHECK:         %[[W:.*]] = memref.get_global @__constant_4x4xf32 : memref<4x4xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:    pim.core weights(%[[W]] : memref<4x4xf32>) attributes {coreId = 0 : i32, pim.local_memory_size = 32 : i64} {
// CHECK-NEXT:    ^bb0(%[[WA:.*]]: memref<4x4xf32>):
// CHECK-NEXT:      %[[B0:.*]] = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
// CHECK-NEXT:      %[[X:.*]] = pim.memcp_hd %[[B0]][%{{.*}}], %arg0[%{{.*}}] size 16 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      %[[B1:.*]] = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
// CHECK-NEXT:      %[[M:.*]] = pim.vmm %[[WA]], %[[X]] into %[[B1]] : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      %[[B2:.*]] = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
// CHECK-NEXT:      %[[R:.*]] = pim.vrelu %[[M]] into %[[B2]] : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%{{.*}}], %[[R]][%{{.*}}] size 16 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      pim.halt
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[OUT]] : memref<1x4xf32>
// CHECK-NOT:   tensor
// CHECK-NOT:   spat.
func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = "spat.scheduled_compute"(%w, %arg0) ({
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = "spat.vmm"(%wa, %xa) : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %r = "spat.relu"(%m) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    "spat.yield"(%r) : (tensor<1x4xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 1, 1>}
     : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
