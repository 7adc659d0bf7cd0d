// Spec 5.1 and 6.7: Pim tensor IR becomes memref IR. Tensor constants become constant globals
// (one per value), allocations become memref.alloc (core-local inside a core, host outside),
// destinations are written in place and the signature takes memrefs.
// RUN: raptor-opt %s --pim-bufferize | filecheck %s
// RUN: raptor-opt %s --pim-bufferize=pim-verify-bufferization-copy-freedom | filecheck %s
// RUN: raptor-opt %s --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" --pim-bufferize --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=PIPE
// PIPE: pim-bufferize{pim-verify-bufferization-copy-freedom=false}

// CHECK:       memref.global "private" constant @__constant_4x4xf32 : memref<4x4xf32> = dense<1.000000e+00>
// CHECK-NOT:   memref.global
// CHECK-LABEL: func.func @main_graph(%arg0: memref<1x4xf32>) -> memref<1x4xf32> {
// CHECK:         %[[W:.*]] = memref.get_global @__constant_4x4xf32 : memref<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = memref.get_global @__constant_4x4xf32 : memref<4x4xf32>
// CHECK-NEXT:    %[[OUT:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:    pim.core weights(%[[W]] : memref<4x4xf32>) attributes {coreId = 0 : i32} {
// CHECK-NEXT:    ^bb0(%[[WA:.*]]: memref<4x4xf32>):
// CHECK-NEXT:      %[[B0:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:      %[[X:.*]] = pim.memcp_hd %[[B0]][%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      %[[B1:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:      %[[M:.*]] = pim.vmm %[[WA]], %[[X]] into %[[B1]] : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      %[[B2:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:      %[[R:.*]] = pim.vrelu %[[M]] into %[[B2]] : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      pim.memcp_dh %[[OUT]][%c0], %[[R]][%c0] size 8 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK-NEXT:      pim.halt
// CHECK-NEXT:    }
// CHECK-NEXT:    pim.core weights(%[[W2]] : memref<4x4xf32>) attributes {coreId = 1 : i32} {
// CHECK:           pim.memcp_dh %[[OUT]][%c8], %{{.*}}[%c8] size 8 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK:         return %[[OUT]] : memref<1x4xf32>
// CHECK-NOT:   tensor
func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %w2 = arith.constant dense<1.0> : tensor<4x4xf32>
  %out = bufferization.alloc_tensor() : tensor<1x4xf32>
  pim.core weights(%w : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x4xf32>):
    %b0 = tensor.empty() : tensor<1x4xf32>
    %x = pim.memcp_hd %b0[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    %b1 = tensor.empty() : tensor<1x4xf32>
    %m = pim.vmm %wa, %x into %b1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %b2 = tensor.empty() : tensor<1x4xf32>
    %r = pim.vrelu %m into %b2 : tensor<1x4xf32> -> tensor<1x4xf32>
    %o = pim.memcp_dh %out[%c0], %r[%c0] size 8 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  pim.core weights(%w2 : tensor<4x4xf32>) attributes {coreId = 1 : i32} {
  ^bb0(%wa: tensor<4x4xf32>):
    %b0 = tensor.empty() : tensor<1x4xf32>
    %x = pim.memcp_hd %b0[%c0], %arg0[%c0] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
    %o = pim.memcp_dh %out[%c8], %x[%c8] size 8 : tensor<1x4xf32> -> tensor<1x4xf32>
    pim.halt
  }
  return %out : tensor<1x4xf32>
}
