// Slices of core-local tensors are packed with local copies (tensor packing): an extract_slice
// becomes a fresh tensor.empty filled by one pim.memcp per run of the slice that is contiguous
// in its source, an insert_slice copies the source's runs into its destination (in place when
// the insertion is the destination's only use, else into a fresh copy of it). Byte offsets that
// depend on the lane are computed with arith.
// RUN: raptor-opt %s --split-input-file --convert-spatial-to-pim="crossbar-size=4 crossbar-count=2 core-count=2" | filecheck %s

// Each lane takes its row: bytes [16 lane, 16 lane + 16) of its local copy of the input.
// CHECK-LABEL: func.func @lane_row
// CHECK:         pim.core_batch lanes(2) attributes {coreIds = array<i32: 0, 1>} {
// CHECK-NEXT:    ^bb0(%[[LANE:.*]]: index):
// CHECK:           %[[OFF:.*]] = arith.muli %[[LANE]], %[[C16:c16[_0-9]*]] : index
// CHECK:           %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 32 : tensor<2x4xf32> -> tensor<2x4xf32>
// CHECK-NEXT:      %[[ROW:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      %[[PACKED:.*]] = pim.memcp %[[ROW]][%[[C0:c0[_0-9]*]]], %[[IN]][%[[OFF]]] size 16 : tensor<2x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:      %[[E:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      pim.vrelu %[[PACKED]] into %[[E]]
// CHECK-NOT:   tensor.extract_slice
func.func @lane_row(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<2x4xf32>) -> tensor<2x4xf32> attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %in: tensor<2x4xf32>, %out: tensor<2x4xf32>):
    %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
    %r = spat.relu %row : tensor<1x4xf32>
    spat.in_parallel {
      tensor.parallel_insert_slice %r into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    }
  }
  return %0 : tensor<2x4xf32>
}

// -----

// The right half of a 2x8 tensor: two 16-byte runs, from bytes 16 and 48.
// CHECK-LABEL: func.func @columns
// CHECK:           %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 64
// CHECK-NEXT:      %[[E:.*]] = tensor.empty() : tensor<2x4xf32>
// CHECK-NEXT:      %[[R0:.*]] = pim.memcp %[[E]][%[[C0:c0[_0-9]*]]], %[[IN]][%[[C16:c16[_0-9]*]]] size 16 : tensor<2x8xf32> -> tensor<2x4xf32>
// CHECK-NEXT:      %[[R1:.*]] = pim.memcp %[[R0]][%[[C16]]], %[[IN]][%[[C48:c48[_0-9]*]]] size 16 : tensor<2x8xf32> -> tensor<2x4xf32>
// CHECK-NEXT:      pim.memcp_dh %{{.*}}[%[[C0_:c0[_0-9]*]]], %[[R1]][%[[C0_]]] size 32
func.func @columns(%arg0: tensor<2x8xf32>) -> tensor<2x4xf32> {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<2x8xf32>) -> tensor<2x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x8xf32>):
    %right = tensor.extract_slice %a[0, 4] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
    spat.yield %right : tensor<2x4xf32>
  }
  return %0 : tensor<2x4xf32>
}

// -----

// Two lane-dependent offsets sum their byte terms; the slice is rank-reduced.
// CHECK-LABEL: func.func @diagonal
// CHECK:         ^bb0(%[[LANE:.*]]: index):
// CHECK-DAG:       %[[ROW:.*]] = arith.muli %[[LANE]], %[[C16:c16[_0-9]*]] : index
// CHECK-DAG:       %[[COL:.*]] = arith.muli %[[LANE]], %[[C4:c4[_0-9]*]] : index
// CHECK:           %[[IN:.*]] = pim.memcp_hd
// CHECK-NEXT:      %[[OFF:.*]] = arith.addi %[[ROW]], %[[COL]] : index
// CHECK-NEXT:      %[[E:.*]] = tensor.empty() : tensor<1xf32>
// CHECK-NEXT:      pim.memcp %[[E]][%[[C0:c0[_0-9]*]]], %[[IN]][%[[OFF]]] size 4 : tensor<4x4xf32> -> tensor<1xf32>
// CHECK-NEXT:      pim.halt
func.func @diagonal(%arg0: tensor<4x4xf32>) {
  spat.scheduled_compute_batch lanes(2) inputs(%arg0 : tensor<4x4xf32>) attributes {coreIds = array<i32: 0, 1>} {
  ^bb0(%lane: index, %in: tensor<4x4xf32>):
    %e = tensor.extract_slice %in[%lane, %lane] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1xf32>
    spat.yield
  }
  return
}

// -----

// x * x is only read by its insertion, which writes it in place; the input is read again, so its
// insertion writes a fresh copy of it.
// CHECK-LABEL: func.func @insert
// CHECK:           %[[IN:.*]] = pim.memcp_hd
// CHECK:           %[[LEFT0:.*]] = pim.memcp %{{.*}}[%{{.*}}], %[[IN]][%{{.*}}] size 16 : tensor<2x8xf32> -> tensor<2x4xf32>
// CHECK:           %[[LEFT:.*]] = pim.memcp %[[LEFT0]][%{{.*}}], %[[IN]][%{{.*}}] size 16 : tensor<2x8xf32> -> tensor<2x4xf32>
// CHECK:           %[[SQ:.*]] = pim.vvmul %[[IN]], %[[IN]] into
// CHECK-NEXT:      %[[A0:.*]] = pim.memcp %[[SQ]][%[[C16:c16[_0-9]*]]], %[[LEFT]][%[[C0:c0[_0-9]*]]] size 16 : tensor<2x4xf32> -> tensor<2x8xf32>
// CHECK-NEXT:      %[[A1:.*]] = pim.memcp %[[A0]][%[[C48:c48[_0-9]*]]], %[[LEFT]][%[[C16]]] size 16 : tensor<2x4xf32> -> tensor<2x8xf32>
// CHECK-NEXT:      %[[E:.*]] = tensor.empty() : tensor<2x8xf32>
// CHECK-NEXT:      %[[COPY:.*]] = pim.memcp %[[E]][%[[Z:c0[_0-9]*]]], %[[IN]][%[[Z]]] size 64 : tensor<2x8xf32> -> tensor<2x8xf32>
// CHECK-NEXT:      %[[B0:.*]] = pim.memcp %[[COPY]][%[[D16:c16[_0-9]*]]], %[[LEFT]][%[[Z]]] size 16 : tensor<2x4xf32> -> tensor<2x8xf32>
// CHECK-NEXT:      %[[B1:.*]] = pim.memcp %[[B0]][%[[D48:c48[_0-9]*]]], %[[LEFT]][%[[D16]]] size 16 : tensor<2x4xf32> -> tensor<2x8xf32>
// CHECK:           pim.memcp_dh %{{.*}}[%{{.*}}], %[[A1]][%{{.*}}] size 64
// CHECK:           pim.memcp_dh %{{.*}}[%{{.*}}], %[[B1]][%{{.*}}] size 64
// CHECK-NOT:   tensor.insert_slice
func.func @insert(%arg0: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %0:2 = spat.scheduled_compute inputs(%arg0 : tensor<2x8xf32>) -> tensor<2x8xf32>, tensor<2x8xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x8xf32>):
    %left = tensor.extract_slice %a[0, 0] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
    %sq = spat.vmul %a, %a : tensor<2x8xf32>
    %in_place = tensor.insert_slice %left into %sq[0, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<2x8xf32>
    %copied = tensor.insert_slice %left into %a[0, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<2x8xf32>
    spat.yield %in_place, %copied : tensor<2x8xf32>, tensor<2x8xf32>
  }
  return %0#0, %0#1 : tensor<2x8xf32>, tensor<2x8xf32>
}

// -----

// Slices outside cores are not touched.
// CHECK-LABEL: func.func @host
// CHECK-NEXT:    tensor.extract_slice %{{.*}}[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
func.func @host(%arg0: tensor<2x4xf32>) -> tensor<1x4xf32> {
  %row = tensor.extract_slice %arg0[0, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
  return %row : tensor<1x4xf32>
}

// -----

// An empty slice has no runs: its extraction is just a fresh tensor and its insertion copies
// nothing (no pim.memcp of size 0).
// CHECK-LABEL: func.func @empty_slice
// CHECK:         pim.core
// CHECK:           pim.memcp_hd
// CHECK-NEXT:      tensor.empty() : tensor<0x4xf32>
// CHECK-NEXT:      pim.halt
func.func @empty_slice(%arg0: tensor<2x4xf32>) {
  spat.scheduled_compute inputs(%arg0 : tensor<2x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<2x4xf32>):
    %d = tensor.empty() : tensor<2x4xf32>
    %e = tensor.extract_slice %a[0, 0] [0, 4] [1, 1] : tensor<2x4xf32> to tensor<0x4xf32>
    %t = tensor.insert_slice %e into %d[1, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<2x4xf32>
    spat.yield
  }
  return
}

// -----

// A gather's run: a contiguous extraction used only by an insertion is copied straight from its
// source into the destination, with no packed temporary (one pim.memcp per run, not two).
// CHECK-LABEL: func.func @gather_run
// CHECK:           %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK:           %[[IN:.*]] = pim.memcp_hd %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 32 : tensor<8xf32> -> tensor<8xf32>
// CHECK-NEXT:      %[[R0:.*]] = pim.memcp %[[E]][%[[C8:c8[_0-9]*]]], %[[IN]][%[[C20:c20[_0-9]*]]] size 8 : tensor<8xf32> -> tensor<4xf32>
// CHECK-NEXT:      %[[R1:.*]] = pim.memcp %[[R0]][%[[C0:c0[_0-9]*]]], %[[IN]][%[[C4:c4[_0-9]*]]] size 8 : tensor<8xf32> -> tensor<4xf32>
// CHECK-NOT:       tensor.empty() : tensor<2xf32>
// CHECK:           pim.memcp_dh %{{.*}}[%{{.*}}], %[[R1]][%{{.*}}] size 16
func.func @gather_run(%arg0: tensor<8xf32>) -> tensor<4xf32> {
  %0 = spat.scheduled_compute inputs(%arg0 : tensor<8xf32>) -> tensor<4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%a: tensor<8xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %p0 = tensor.extract_slice %a[5] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %r0 = tensor.insert_slice %p0 into %e[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
    %p1 = tensor.extract_slice %a[1] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %r1 = tensor.insert_slice %p1 into %r0[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    spat.yield %r1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A loop that carries a tensor and only inserts one row into it per iteration writes the
// carried tensor in place: no copy of the whole accumulator per iteration. The index constants
// of the copies are made once per core, at the start of its body, and the induction variable
// is scaled once, at the start of the loop body: both byte offsets of the iteration are that 16·i.
// CHECK-LABEL: func.func @carried_rows
// CHECK:         pim.core attributes {coreId = 0 : i32} {
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C16:.*]] = arith.constant 16 : index
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<3x4xf32>) {
// CHECK-NEXT:      %[[OFF:.*]] = arith.muli %[[I]], %[[C16]] : index
// CHECK-NEXT:      %[[ROW:.*]] = tensor.empty() : tensor<1x4xf32>
// CHECK-NEXT:      pim.memcp %[[ROW]][%[[C0]]], %{{.*}}[%[[OFF]]] size 16
// CHECK:           %[[R:.*]] = pim.vrelu
// CHECK-NEXT:      %[[NEXT:.*]] = pim.memcp %[[ACC]][%[[OFF]]], %[[R]][%[[C0]]] size 16 : tensor<1x4xf32> -> tensor<3x4xf32>
// CHECK-NEXT:      scf.yield %[[NEXT]] : tensor<3x4xf32>
// CHECK-NOT:   size 48 : tensor<3x4xf32> -> tensor<3x4xf32>
// CHECK:         pim.memcp_dh %{{.*}}[%[[C0]]], %{{.*}}[%[[C0]]] size 48
func.func @carried_rows(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %y = spat.scheduled_compute inputs(%x : tensor<3x4xf32>) -> tensor<3x4xf32> attributes {coreId = 0 : i32} {
  ^bb0(%xa: tensor<3x4xf32>):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %e = tensor.empty() : tensor<3x4xf32>
    %res = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %e) -> (tensor<3x4xf32>) {
      %row = tensor.extract_slice %xa[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
      %r = spat.relu %row : tensor<1x4xf32>
      %ins = tensor.insert_slice %r into %acc[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
      scf.yield %ins : tensor<3x4xf32>
    }
    spat.yield %res : tensor<3x4xf32>
  }
  return %y : tensor<3x4xf32>
}
