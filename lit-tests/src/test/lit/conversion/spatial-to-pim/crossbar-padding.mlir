// Spec 4 step 10: a product is fitted to the crossbar size X = 4. The 2x2 weight constant is
// zero-padded to 4x4, the 1x2 input widened to 1x4 (zeros copied in from a host constant, then
// the input's row), and the 1x2 product computed into a 1x4 buffer whose first two columns the
// consumers read. Debug attributes of communication ops reach their Pim ops.
// RUN: raptor-opt %s --split-input-file --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK-NOT:     tensor<2x2xf32>
// CHECK:         %[[W:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00], [3.000000e+00, 4.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>
// CHECK:         %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<1x4xf32>
// CHECK:         pim.core weights(%[[W]] : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
// CHECK-NEXT:    ^bb0(%[[WA:.*]]: tensor<4x4xf32>):
// CHECK:           %[[X:.*]] = pim.memcp_hd %{{.*}}, %arg0[%{{.*}}] size 8 : tensor<1x2xf32> -> tensor<1x2xf32>
// CHECK:           %[[ZB:.*]] = pim.memcp_hd %{{.*}}, %[[Z]][%{{.*}}] size 16 : tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK:           %[[P:.*]] = pim.memcp %[[ZB]][%{{.*}}], %[[X]][%{{.*}}] size 8 : tensor<1x2xf32> -> tensor<1x4xf32>
// CHECK:           %[[M:.*]] = pim.vmm %[[WA]], %[[P]] into %{{.*}} : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
// CHECK:           %[[N:.*]] = pim.memcp %{{.*}}[%{{.*}}], %[[M]][%{{.*}}] size 8 : tensor<1x4xf32> -> tensor<1x2xf32>
// CHECK:           pim.vrelu %[[N]] into
func.func @main_graph(%arg0: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<2x2xf32>) inputs(%arg0 : tensor<1x2xf32>) -> tensor<1x2xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<2x2xf32>, %a: tensor<1x2xf32>):
    %m = spat.vmm %wa, %a : tensor<2x2xf32>, tensor<1x2xf32> -> tensor<1x2xf32>
    %r = spat.relu %m : tensor<1x2xf32>
    spat.yield %r : tensor<1x2xf32>
  }
  return %0 : tensor<1x2xf32>
}

// -----

// Two rows, a 4x6 weight on two crossbars: output rows of 6 computed as rows of 8, one copy per
// row at byte offsets 0/24 (narrow) and 0/32 (wide); the input already has the crossbar width.
// CHECK-LABEL: func.func @main_graph
// CHECK:         pim.core weights(%{{.*}} : tensor<4x8xf32>)
// CHECK:           %[[M:.*]] = pim.vmm %{{.*}}, %{{.*}} into %{{.*}} : tensor<4x8xf32>, tensor<2x4xf32> -> tensor<2x8xf32>
// CHECK-NEXT:      %[[E:.*]] = tensor.empty() : tensor<2x6xf32>
// CHECK-NEXT:      %[[R0:.*]] = pim.memcp %[[E]][%[[T0:c0[_0-9]*]]], %[[M]][%[[S0:c0[_0-9]*]]] size 24 : tensor<2x8xf32> -> tensor<2x6xf32>
// CHECK-NEXT:      %[[R1:.*]] = pim.memcp %[[R0]][%[[T1:c24[_0-9]*]]], %[[M]][%[[S1:c32[_0-9]*]]] size 24 : tensor<2x8xf32> -> tensor<2x6xf32>
// CHECK-NEXT:      pim.send %[[R1]] to %c1 size 48 {raptor.min_channel_id = 7 : i64} : tensor<2x6xf32>
func.func @main_graph(%arg0: tensor<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = arith.constant dense<1.0> : tensor<4x6xf32>
  %0 = spat.scheduled_compute weights(%w : tensor<4x6xf32>) inputs(%arg0 : tensor<2x4xf32>) -> tensor<2x6xf32> attributes {coreId = 0 : i32} {
  ^bb0(%wa: tensor<4x6xf32>, %a: tensor<2x4xf32>):
    %m = spat.vmm %wa, %a : tensor<4x6xf32>, tensor<2x4xf32> -> tensor<2x6xf32>
    spat.yield %m : tensor<2x6xf32>
  }
  spat.channel_send %0 channel %c0 from %c0 to %c1 {raptor.min_channel_id = 7 : i64} : tensor<2x6xf32>
  return
}
