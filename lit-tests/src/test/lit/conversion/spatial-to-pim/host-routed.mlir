// Spec 6.3: a cross-stage transfer through the pipeline host buffer. The writer stores, then
// signals the reader (READY); the reader keeps its body-entry sync first, waits where it first
// uses the value, then loads it. There is no acknowledgement sync after the load.
// RUN: raptor-opt %s --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK:       memref.global "private" @pim_pipeline_channels : memref<16xi8>
// CHECK-LABEL: func.func @main_graph
// CHECK:         pim.core attributes {coreId = 0 : i32} {
// CHECK:           %[[H:.*]] = memref.get_global @pim_pipeline_channels : memref<16xi8>
// CHECK:           pim.memcp_dh %[[H]][%c0], %{{.*}}[%{{.*}}] size 16 : tensor<1x4xf32> -> memref<16xi8>
// CHECK-NEXT:      pim.sync %c1 event %c0
// CHECK-NEXT:      pim.halt
// CHECK:         pim.core attributes {coreId = 1 : i32} {
// CHECK-NEXT:      arith.constant 0 : index
// CHECK-NEXT:      pim.sync %c0 event %c1
// CHECK:           pim.wait %c0 value %c1
// CHECK-NEXT:      %[[H1:.*]] = memref.get_global @pim_pipeline_channels : memref<16xi8>
// CHECK-NEXT:      pim.memcp_hd %{{.*}}[%{{.*}}], %[[H1]][%c0] size 16 : memref<16xi8> -> tensor<1x4xf32>
// CHECK-NOT:       pim.sync
// CHECK:           pim.halt
// CHECK-NOT:   spat.
func.func @main_graph(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32>
    attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = "spat.scheduled_compute"(%arg0) ({
  ^bb0(%x: tensor<1x4xf32>):
    "spat.yield"(%x) : (tensor<1x4xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 0, 1>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  spat.host_store_sync %0 from %c0 to %c1 host_offset %c0 event %c0 : tensor<1x4xf32>
  %1 = spat.host_wait_load from %c0 to %c1 host_offset %c0 event %c0 count %c1 : tensor<1x4xf32>
  %2 = "spat.scheduled_compute"(%1) ({
  ^bb0(%a: tensor<1x4xf32>):
    spat.sync %c0 event %c1
    "spat.yield"(%a) : (tensor<1x4xf32>) -> ()
  }) {coreId = 1 : i32, operandSegmentSizes = array<i32: 0, 1>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %2 : tensor<1x4xf32>
}
