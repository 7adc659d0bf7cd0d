// extract_rows becomes one local copy per row at byte offset row * rowBytes, concat a pim.concat
// into a fresh buffer; a batch without results becomes a pim.core_batch whose body keeps the
// lane argument.
// RUN: raptor-opt %s --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:         pim.core weights(%{{.*}} : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
// CHECK:           %[[OFF:.*]] = arith.constant 16 : index
// CHECK:           %[[IN:.*]] = pim.memcp_hd %{{.*}} size 32 : tensor<2x4xf32> -> tensor<2x4xf32>
// CHECK:           %[[R0:.*]] = pim.memcp %{{.*}}[%{{.*}}], %[[IN]][%{{.*}}] size 16 : tensor<2x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      tensor.empty
// CHECK-NEXT:      %[[R1:.*]] = pim.memcp %{{.*}}[%{{.*}}], %[[IN]][%[[OFF]]] size 16 : tensor<2x4xf32> -> tensor<1x4xf32>
// CHECK:           %[[M:.*]] = pim.vmm %{{.*}}, %[[R1]] into
// CHECK:           pim.concat axis 0 (%[[M]], %[[R0]]) into %{{.*}} : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
// CHECK:           pim.memcp_dh
// CHECK:         pim.core_batch lanes(2) weights(%{{.*}} : tensor<4x4xf32>) attributes {coreIds = array<i32: 0, 1>} {
// CHECK-NEXT:    ^bb0(%[[LANE:.*]]: index, %{{.*}}: tensor<4x4xf32>):
// CHECK:           pim.vrelu
// CHECK-NEXT:      pim.sync %c0 event %[[LANE]]
// CHECK-NEXT:      pim.halt
// CHECK-NOT:   spat.
func.func @main_graph(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = "spat.scheduled_compute"(%w, %arg0) ({
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<2x4xf32>):
    %rows:2 = spat.extract_rows %xa : tensor<2x4xf32> -> tensor<1x4xf32>, tensor<1x4xf32>
    %m = spat.vmm %wa, %rows#1 : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
    %c = spat.concat axis 0 (%m, %rows#0) : tensor<1x4xf32>, tensor<1x4xf32> -> tensor<2x4xf32>
    "spat.yield"(%c) : (tensor<2x4xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 1, 1>} : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  spat.scheduled_compute_batch lanes(2) weights(%w : tensor<4x4xf32>) inputs(%arg0 : tensor<2x4xf32>) attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %wa: tensor<4x4xf32>, %xa: tensor<2x4xf32>):
    %r = spat.relu %xa : tensor<2x4xf32>
    spat.sync %c0 event %lane
    spat.yield
  }
  return %0 : tensor<2x4xf32>
}
