// Spec 6.1: one core computes relu(x * W); the input is copied in from the host and the result
// written to a host output buffer that the function returns.
// RUN: raptor-opt %s --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @main_graph(%{{.*}}: tensor<1x4xf32>)
// CHECK-SAME:      -> tensor<1x4xf32> {
// CHECK:         %[[W:.*]] = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
// CHECK:         %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<1x4xf32>
// CHECK-NEXT:    pim.core weights(%[[W]] : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
// CHECK-NEXT:    ^bb0(%[[WA:.*]]: tensor<4x4xf32>):
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[B0:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[X:.*]] = pim.memcp_hd %[[B0]][%[[C0]]], %arg0[%[[C0]]] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      %[[B1:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[M:.*]] = pim.vmm %[[WA]], %[[X]] into %[[B1]] : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      %[[B2:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[R:.*]] = pim.vrelu %[[M]] into %[[B2]] : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      %{{.*}} = pim.memcp_dh %[[OUT]][%[[C0]]], %[[R]][%[[C0]]] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      pim.halt
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[OUT]] : tensor<1x4xf32>
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
