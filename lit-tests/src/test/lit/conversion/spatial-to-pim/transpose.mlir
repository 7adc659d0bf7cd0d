// spat.transpose of a rows x columns matrix becomes one strided gather per output row: output
// row j is input column j, read from byte 4 * j with a stride of `columns` elements and written
// at byte 4 * rows * j.
// RUN: raptor-opt %s --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @transpose
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[STRIDE:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK:         %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %arg0[%{{.*}}] size 24 : tensor<2x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT:    %[[OUT:.*]] = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT:    %[[R0:.*]] = pim.vmv %[[IN]][%[[C0]]] stride %[[STRIDE]] into %[[OUT]][%[[C0]]] length 2 : tensor<2x3xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[R1:.*]] = pim.vmv %[[IN]][%[[C4]]] stride %[[STRIDE]] into %[[R0]][%[[C8]]] length 2 : tensor<2x3xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[R2:.*]] = pim.vmv %[[IN]][%[[C8]]] stride %[[STRIDE]] into %[[R1]][%[[C16]]] length 2 : tensor<2x3xf32> -> tensor<3x2xf32>
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
