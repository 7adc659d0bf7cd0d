// spat.transpose of a rows x columns matrix becomes one strided gather per output row: output
// row j is input column j, read from byte 4 * j with a stride of `columns` elements and written
// at byte 4 * rows * j.
// RUN: raptor-opt %s --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @transpose
// CHECK:         %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %arg0[%{{.*}}] size 24 : tensor<2x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT:    %[[STRIDE:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[OUT:.*]] = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT:    %[[T0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[S0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[R0:.*]] = pim.vmv %[[IN]][%[[S0]]] stride %[[STRIDE]] into %[[OUT]][%[[T0]]] length 2 : tensor<2x3xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[T1:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[S1:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[R1:.*]] = pim.vmv %[[IN]][%[[S1]]] stride %[[STRIDE]] into %[[R0]][%[[T1]]] length 2 : tensor<2x3xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[T2:.*]] = arith.constant 16 : index
// CHECK-NEXT:    %[[S2:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[R2:.*]] = pim.vmv %[[IN]][%[[S2]]] stride %[[STRIDE]] into %[[R1]][%[[T2]]] length 2 : tensor<2x3xf32> -> tensor<3x2xf32>
// CHECK:         pim.memcp_dh %{{.*}}[%{{.*}}], %[[R2]][%{{.*}}] size 24
// CHECK-NOT:     spat.transpose
func.func @transpose(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<2x3xf32>) -> tensor<3x2xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x3xf32>):
    %t = spat.transpose %a : tensor<2x3xf32> -> tensor<3x2xf32>
    spat.yield %t : tensor<3x2xf32>
  }
  return %0 : tensor<3x2xf32>
}
