// A compute that reads only some runs of a function argument, as the band of an image that a
// Conv reads row-interleaved does (static slices of the flattened argument), loads only those
// runs from the host, each at its own offset in an otherwise undefined buffer: rows 0 and 3 of
// the 4x4 argument (elements 0 to 3 and 12 to 15; the slices of elements 12 to 13 and 13 to 15
// touch, so they load as one run). A compute that reads every element loads the argument whole.
// Slices in a loop of static bounds read a run per iteration: rows 0, 2 and 4 of a 6x4 argument
// (elements 8·i to 8·i + 3 for i in [0, 3)) load as three runs.
// RUN: raptor-opt %s --split-input-file --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// CHECK-LABEL: func.func @rows
// CHECK:         pim.core attributes {coreId = 0 : i32} {
// CHECK-DAG:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:       %[[C48:.*]] = arith.constant 48 : index
// CHECK:           %[[B:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:      %[[R0:.*]] = pim.memcp_hd %[[B]][%[[C0]]], %arg0[%[[C0]]] size 16 : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:      %[[R3:.*]] = pim.memcp_hd %[[R0]][%[[C48]]], %arg0[%[[C48]]] size 16 : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NOT:       pim.memcp_hd
// CHECK:           pim.halt
func.func @rows(%arg0: tensor<4x4xf32>) -> tensor<2x4xf32> {
  %0 = "spat.scheduled_compute"(%arg0) ({
  ^bb0(%x: tensor<4x4xf32>):
    %flat = tensor.collapse_shape %x [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
    %first = tensor.extract_slice %flat[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %a = tensor.extract_slice %flat[12] [1] [1] : tensor<16xf32> to tensor<1xf32>
    %b = tensor.extract_slice %flat[13] [3] [1] : tensor<16xf32> to tensor<3xf32>
    %e = tensor.empty() : tensor<8xf32>
    %r0 = tensor.insert_slice %first into %e[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
    %r1 = tensor.insert_slice %a into %r0[4] [1] [1] : tensor<1xf32> into tensor<8xf32>
    %r2 = tensor.insert_slice %b into %r1[5] [3] [1] : tensor<3xf32> into tensor<8xf32>
    %rows = tensor.expand_shape %r2 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
    "spat.yield"(%rows) : (tensor<2x4xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 0, 1>}
     : (tensor<4x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @all
// CHECK:           %[[B:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT:      pim.memcp_hd %[[B]][%{{.*}}], %arg0[%{{.*}}] size 16 : tensor<2x2xf32> -> tensor<2x2xf32>
// CHECK-NOT:       pim.memcp_hd
func.func @all(%arg0: tensor<2x2xf32>) -> tensor<4xf32> {
  %0 = "spat.scheduled_compute"(%arg0) ({
  ^bb0(%x: tensor<2x2xf32>):
    %flat = tensor.collapse_shape %x [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
    %low = tensor.extract_slice %flat[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %high = tensor.extract_slice %flat[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %e = tensor.empty() : tensor<4xf32>
    %r0 = tensor.insert_slice %high into %e[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    %r1 = tensor.insert_slice %low into %r0[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
    "spat.yield"(%r1) : (tensor<4xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 0, 1>}
     : (tensor<2x2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Every other element of a 2x17 argument is 17 runs, more than are worth loading one by
// one: the argument is loaded whole.
// CHECK-LABEL: func.func @scattered
// CHECK:           pim.memcp_hd %{{.*}}[%{{.*}}], %arg0[%{{.*}}] size 136 : tensor<2x17xf32> -> tensor<2x17xf32>
// CHECK-NOT:       pim.memcp_hd
func.func @scattered(%arg0: tensor<2x17xf32>) -> tensor<17xf32> {
  %0 = "spat.scheduled_compute"(%arg0) ({
  ^bb0(%x: tensor<2x17xf32>):
    %flat = tensor.collapse_shape %x [[0, 1]] : tensor<2x17xf32> into tensor<34xf32>
    %e = tensor.empty() : tensor<17xf32>
    %s0 = tensor.extract_slice %flat[0] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r0 = tensor.insert_slice %s0 into %e[0] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s1 = tensor.extract_slice %flat[2] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r1 = tensor.insert_slice %s1 into %r0[1] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s2 = tensor.extract_slice %flat[4] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r2 = tensor.insert_slice %s2 into %r1[2] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s3 = tensor.extract_slice %flat[6] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r3 = tensor.insert_slice %s3 into %r2[3] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s4 = tensor.extract_slice %flat[8] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r4 = tensor.insert_slice %s4 into %r3[4] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s5 = tensor.extract_slice %flat[10] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r5 = tensor.insert_slice %s5 into %r4[5] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s6 = tensor.extract_slice %flat[12] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r6 = tensor.insert_slice %s6 into %r5[6] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s7 = tensor.extract_slice %flat[14] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r7 = tensor.insert_slice %s7 into %r6[7] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s8 = tensor.extract_slice %flat[16] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r8 = tensor.insert_slice %s8 into %r7[8] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s9 = tensor.extract_slice %flat[18] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r9 = tensor.insert_slice %s9 into %r8[9] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s10 = tensor.extract_slice %flat[20] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r10 = tensor.insert_slice %s10 into %r9[10] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s11 = tensor.extract_slice %flat[22] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r11 = tensor.insert_slice %s11 into %r10[11] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s12 = tensor.extract_slice %flat[24] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r12 = tensor.insert_slice %s12 into %r11[12] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s13 = tensor.extract_slice %flat[26] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r13 = tensor.insert_slice %s13 into %r12[13] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s14 = tensor.extract_slice %flat[28] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r14 = tensor.insert_slice %s14 into %r13[14] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s15 = tensor.extract_slice %flat[30] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r15 = tensor.insert_slice %s15 into %r14[15] [1] [1] : tensor<1xf32> into tensor<17xf32>
    %s16 = tensor.extract_slice %flat[32] [1] [1] : tensor<34xf32> to tensor<1xf32>
    %r16 = tensor.insert_slice %s16 into %r15[16] [1] [1] : tensor<1xf32> into tensor<17xf32>
    "spat.yield"(%r16) : (tensor<17xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 0, 1>}
     : (tensor<2x17xf32>) -> tensor<17xf32>
  return %0 : tensor<17xf32>
}

// -----

// CHECK-LABEL: func.func @looped_rows
// CHECK-DAG:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:       %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:       %[[C64:.*]] = arith.constant 64 : index
// CHECK:           %[[B:.*]] = tensor.empty() : tensor<6x4xf32>
// CHECK-NEXT:      %[[R0:.*]] = pim.memcp_hd %[[B]][%[[C0]]], %arg0[%[[C0]]] size 16 : tensor<6x4xf32> -> tensor<6x4xf32>
// CHECK-NEXT:      %[[R2:.*]] = pim.memcp_hd %[[R0]][%[[C32]]], %arg0[%[[C32]]] size 16 : tensor<6x4xf32> -> tensor<6x4xf32>
// CHECK-NEXT:      pim.memcp_hd %[[R2]][%[[C64]]], %arg0[%[[C64]]] size 16 : tensor<6x4xf32> -> tensor<6x4xf32>
// CHECK-NOT:       pim.memcp_hd
// CHECK:           scf.for
func.func @looped_rows(%arg0: tensor<6x4xf32>) -> tensor<3x4xf32> {
  %0 = "spat.scheduled_compute"(%arg0) ({
  ^bb0(%x: tensor<6x4xf32>):
    %flat = tensor.collapse_shape %x [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %e = tensor.empty() : tensor<12xf32>
    %rows = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %e) -> (tensor<12xf32>) {
      %from = arith.muli %i, %c8 : index
      %to = arith.muli %i, %c4 : index
      %row = tensor.extract_slice %flat[%from] [4] [1] : tensor<24xf32> to tensor<4xf32>
      %put = tensor.insert_slice %row into %acc[%to] [4] [1] : tensor<4xf32> into tensor<12xf32>
      scf.yield %put : tensor<12xf32>
    }
    %out = tensor.expand_shape %rows [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
    "spat.yield"(%out) : (tensor<3x4xf32>) -> ()
  }) {coreId = 0 : i32, operandSegmentSizes = array<i32: 0, 1>}
     : (tensor<6x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
