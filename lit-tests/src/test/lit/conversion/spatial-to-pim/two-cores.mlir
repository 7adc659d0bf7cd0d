// Spec 6.2: core 0 sends its product over a channel; core 1 receives it where it first uses
// it (at the offset 0 the core's copies share), applies relu and writes the returned output. Sync and wait inside a body map one to one
// (spec 6.4).
// RUN: raptor-opt %s --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @main_graph
// CHECK:         pim.core weights(%{{.*}} : tensor<4x4xf32>) attributes {coreId = 0 : i32} {
// CHECK:           pim.vmm
// CHECK-NEXT:      pim.send %{{.*}} to %c1 size 16 : tensor<1x4xf32>
// CHECK-NEXT:      pim.halt
// CHECK:         %[[OUT:.*]] = bufferization.alloc_tensor() : tensor<1x4xf32>
// CHECK-NEXT:    pim.core attributes {coreId = 1 : i32} {
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      pim.wait %c3 value %c2
// CHECK-NEXT:      pim.sync %c0 event %c31
// CHECK-NEXT:      %[[B:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[IN:.*]] = pim.receive from %c0 into %[[B]][%[[C0]]] size 16 : tensor<1x4xf32>
// CHECK:           pim.vrelu %[[IN]]
// CHECK:           pim.memcp_dh %[[OUT]][%[[C0]]]
// CHECK-NEXT:      pim.halt
// CHECK:         return %[[OUT]] : tensor<1x4xf32>
// CHECK-NOT:   spat.
func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c31 = arith.constant 31 : index
  %w = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = "spat.scheduled_compute"(%w, %arg0) ({
  ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
    %m = "spat.vmm"(%wa, %xa) : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    "spat.yield"(%m) : (tensor<1x4xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 1, 1>} : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  spat.channel_send %0 channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  %1 = spat.channel_receive channel %c0 from %c0 to %c1 : tensor<1x4xf32>
  %2 = "spat.scheduled_compute"(%1) ({
  ^bb0(%a: tensor<1x4xf32>):
    spat.wait %c3 value %c2
    spat.sync %c0 event %c31
    %r = "spat.relu"(%a) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    "spat.yield"(%r) : (tensor<1x4xf32>) -> ()
  }) {coreId = 1 : i32, operandSegmentSizes = array<i32: 0, 1>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %2 : tensor<1x4xf32>
}
