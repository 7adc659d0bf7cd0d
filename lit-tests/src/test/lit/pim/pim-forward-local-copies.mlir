// pim-forward-local-copies: ops address buffers in place of the local copies (lmv) around them.
// RUN: raptor-opt %s --split-input-file --pim-forward-local-copies | filecheck %s

// A rolled chunk loop: each lane multiplies its row of the input slab straight into its row of
// the output slab, through views, instead of copying the row in and the product back.
// CHECK-LABEL: func.func @chunk_loop
// CHECK:         pim.core
// CHECK-NOT:       pim.memcp
// CHECK:           scf.for %[[I:.*]] = %{{.*}} iter_args(%[[SLAB:.*]] = %{{.*}}) -> (memref<2x4xf32>) {
// CHECK:             %[[IN:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [1, 4], strides: [4, 1] : memref<2x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK:             %[[ROW:.*]] = arith.divui %{{.*}}, %{{.*}} exact : index
// CHECK-NEXT:        %[[OUT:.*]] = memref.reinterpret_cast %[[SLAB]] to offset: [%[[ROW]]], sizes: [1, 4], strides: [4, 1] : memref<2x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:        pim.vmm %{{.*}}, %[[IN]] into %[[OUT]] : memref<4x4xf32>, memref<1x4xf32, strided<[4, 1], offset: ?>> -> memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:        scf.yield %[[SLAB]] : memref<2x4xf32>
// CHECK-NOT:       pim.memcp
// CHECK:           pim.halt
func.func @chunk_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %w = memref.alloc() : memref<4x4xf32>
  pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%w0: memref<4x4xf32>):
    %in0 = memref.alloc() : memref<2x4xf32>
    %in = pim.receive from %c1 into %in0[%c0] size 32 : memref<2x4xf32>
    %slab0 = memref.alloc() : memref<2x4xf32>
    %slab = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %slab0) -> (memref<2x4xf32>) {
      %off = arith.muli %i, %c16 : index
      %row0 = memref.alloc() : memref<1x4xf32>
      %row = pim.memcp %row0[%c0], %in[%off] size 16 : memref<2x4xf32> -> memref<1x4xf32>
      %p0 = memref.alloc() : memref<1x4xf32>
      %p = pim.vmm %w0, %row into %p0 : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
      %off2 = arith.muli %i, %c16 : index
      %next = pim.memcp %acc[%off2], %p[%c0] size 16 : memref<1x4xf32> -> memref<2x4xf32>
      scf.yield %next : memref<2x4xf32>
    }
    pim.send %slab to %c1 size 32 : memref<2x4xf32>
    pim.halt
  }
  return
}

// -----

// Rows of a bigger buffer are sent from where they are, and a copy of a copy reads the first
// source at the summed offset.
// CHECK-LABEL: func.func @send_rows
// CHECK:           %[[BIG:.*]] = pim.receive from %{{.*}} into %{{.*}}[%{{.*}}] size 64 : memref<4x4xf32>
// CHECK-NEXT:      %[[VIEW:.*]] = memref.reinterpret_cast %[[BIG]] to offset: [8], sizes: [2, 4], strides: [4, 1] : memref<4x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 8>>
// CHECK-NEXT:      pim.send %[[VIEW]] to %{{.*}} size 32 : memref<2x4xf32, strided<[4, 1], offset: 8>>
// CHECK-NEXT:      %[[DST:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:      %[[SUM:.*]] = arith.constant 36 : index
// CHECK-NEXT:      pim.memcp %[[DST]][%{{.*}}], %[[BIG]][%[[SUM]]] size 8 : memref<4x4xf32> -> memref<1x4xf32>
// CHECK-NOT:       pim.memcp
func.func @send_rows() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  pim.core attributes {coreId = 0 : i32} {
    %big0 = memref.alloc() : memref<4x4xf32>
    %big = pim.receive from %c1 into %big0[%c0] size 64 : memref<4x4xf32>
    %rows0 = memref.alloc() : memref<2x4xf32>
    %rows = pim.memcp %rows0[%c0], %big[%c32] size 32 : memref<4x4xf32> -> memref<2x4xf32>
    pim.send %rows to %c1 size 32 : memref<2x4xf32>
    %dst0 = memref.alloc() : memref<1x4xf32>
    %dst = pim.memcp %dst0[%c0], %rows[%c4] size 8 : memref<2x4xf32> -> memref<1x4xf32>
    pim.send %dst to %c1 size 16 : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// A gather: the messages are received into their rows of the gathered buffer, whose
// allocation moves before the first receive; the copies go.
// CHECK-LABEL: func.func @gather
// CHECK:           %[[ALL:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT:      pim.receive from %{{.*}} into %[[ALL]][%{{.*}}] size 16 : memref<2x4xf32>
// CHECK-NEXT:      pim.receive from %{{.*}} into %[[ALL]][%[[C16:.*]]] size 16 : memref<2x4xf32>
// CHECK-NEXT:      pim.send %[[ALL]] to %{{.*}} size 32 : memref<2x4xf32>
func.func @gather() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  pim.core attributes {coreId = 0 : i32} {
    %a0 = memref.alloc() : memref<1x4xf32>
    %a = pim.receive from %c1 into %a0[%c0] size 16 : memref<1x4xf32>
    %b0 = memref.alloc() : memref<1x4xf32>
    %b = pim.receive from %c2 into %b0[%c0] size 16 : memref<1x4xf32>
    %all0 = memref.alloc() : memref<2x4xf32>
    %all1 = pim.memcp %all0[%c0], %a[%c0] size 16 : memref<1x4xf32> -> memref<2x4xf32>
    %all = pim.memcp %all1[%c16], %b[%c0] size 16 : memref<1x4xf32> -> memref<2x4xf32>
    pim.send %all to %c1 size 32 : memref<2x4xf32>
    pim.halt
  }
  return
}

// -----

// The same gather when the copies read the receives' buffers rather than their results (which
// nothing uses), as bufferization leaves a gather of received pieces: the messages are still
// received into their rows, and the copies and fresh buffers go. A buffer that something else
// reads as well keeps its copy.
// CHECK-LABEL: func.func @gather_from_buffers
// CHECK:           %[[ALL:.*]] = memref.alloc() : memref<3x4xf32>
// CHECK-NEXT:      pim.receive from %{{.*}} into %[[ALL]][%{{.*}}] size 16 : memref<3x4xf32>
// CHECK-NEXT:      pim.receive from %{{.*}} into %[[ALL]][%[[C16:.*]]] size 16 : memref<3x4xf32>
// CHECK-NEXT:      %[[C0:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:      pim.receive from %{{.*}} into %[[C0]][%{{.*}}] size 16 : memref<1x4xf32>
// CHECK-NEXT:      pim.memcp %[[ALL]][%{{.*}}], %[[C0]][%{{.*}}] size 16
// CHECK-NEXT:      pim.send %[[C0]] to
// CHECK-NEXT:      pim.send %{{.*}} to %{{.*}} size 48 : memref<3x4xf32>
func.func @gather_from_buffers() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  pim.core attributes {coreId = 0 : i32} {
    %a0 = memref.alloc() : memref<1x4xf32>
    %a = pim.receive from %c1 into %a0[%c0] size 16 : memref<1x4xf32>
    %b0 = memref.alloc() : memref<1x4xf32>
    %b = pim.receive from %c2 into %b0[%c0] size 16 : memref<1x4xf32>
    %c00 = memref.alloc() : memref<1x4xf32>
    %c = pim.receive from %c2 into %c00[%c0] size 16 : memref<1x4xf32>
    %all0 = memref.alloc() : memref<3x4xf32>
    %all1 = pim.memcp %all0[%c0], %a0[%c0] size 16 : memref<1x4xf32> -> memref<3x4xf32>
    %all2 = pim.memcp %all1[%c16], %b0[%c0] size 16 : memref<1x4xf32> -> memref<3x4xf32>
    %all = pim.memcp %all2[%c32], %c00[%c0] size 16 : memref<1x4xf32> -> memref<3x4xf32>
    pim.send %c00 to %c1 size 16 : memref<1x4xf32>
    pim.send %all to %c1 size 48 : memref<3x4xf32>
    pim.halt
  }
  return
}

// -----

// A piece received in two messages (the halves of a product computed on two cores) and then
// copied whole into its place in a gather: both messages are received into that place, at their
// own offsets within it, and the copy and the fresh buffer go. A buffer that something else
// reads as well keeps its copy.
// CHECK-LABEL: func.func @gather_halves
// CHECK:           %[[ALL:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK:           pim.receive from %{{.*}} into %[[ALL]][%[[AT16:.*]]] size 16 : memref<4x4xf32>
// CHECK:           pim.receive from %{{.*}} into %[[ALL]][%[[AT32:.*]]] size 16 : memref<4x4xf32>
// CHECK:           %[[KEPT:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK:           pim.receive from %{{.*}} into %[[KEPT]]
// CHECK:           pim.receive from %{{.*}} into %[[KEPT]]
// CHECK:           pim.memcp %[[ALL]][%{{.*}}], %[[KEPT]][%{{.*}}] size 32
// CHECK-NOT:       pim.memcp
// CHECK:           pim.halt
func.func @gather_halves() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  pim.core attributes {coreId = 0 : i32} {
    %p0 = memref.alloc() : memref<2x4xf32>
    %r0 = pim.receive from %c1 into %p0[%c0] size 16 : memref<2x4xf32>
    %r1 = pim.receive from %c2 into %p0[%c16] size 16 : memref<2x4xf32>
    %q0 = memref.alloc() : memref<2x4xf32>
    %r2 = pim.receive from %c1 into %q0[%c0] size 16 : memref<2x4xf32>
    %r3 = pim.receive from %c2 into %q0[%c16] size 16 : memref<2x4xf32>
    %all0 = memref.alloc() : memref<4x4xf32>
    %all1 = pim.memcp %all0[%c16], %p0[%c0] size 32 : memref<2x4xf32> -> memref<4x4xf32>
    %all = pim.memcp %all1[%c32], %q0[%c0] size 32 : memref<2x4xf32> -> memref<4x4xf32>
    pim.send %q0 to %c1 size 32 : memref<2x4xf32>
    pim.send %all to %c1 size 64 : memref<4x4xf32>
    pim.halt
  }
  return
}

// -----

// No fold when the source is written between the copy and its reader, or when an op between a
// product and its copy reads the copy's target.
// CHECK-LABEL: func.func @kept
// CHECK:           pim.memcp %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 16 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK:           pim.receive
// CHECK:           pim.send
// CHECK:           pim.vvadd
// CHECK:           pim.send
// CHECK:           pim.memcp %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 16 : memref<1x4xf32> -> memref<1x4xf32>
func.func @kept() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32} {
    %s0 = memref.alloc() : memref<1x4xf32>
    %s = pim.receive from %c1 into %s0[%c0] size 16 : memref<1x4xf32>
    %c0b = memref.alloc() : memref<1x4xf32>
    %c = pim.memcp %c0b[%c0], %s[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    %s2 = pim.receive from %c1 into %s[%c0] size 16 : memref<1x4xf32>
    pim.send %c to %c1 size 16 : memref<1x4xf32>
    %t0 = memref.alloc() : memref<1x4xf32>
    %t = pim.receive from %c1 into %t0[%c0] size 16 : memref<1x4xf32>
    %p0 = memref.alloc() : memref<1x4xf32>
    %p = pim.vvadd %s2, %s2 into %p0 : memref<1x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    pim.send %t to %c1 size 16 : memref<1x4xf32>
    %u = pim.memcp %t[%c0], %p[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    pim.send %u to %c1 size 16 : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// The source is written inside a loop between the copy and its reader: the writes nested in an
// op count for it, so the copy stays.
// CHECK-LABEL: func.func @kept_nested
// CHECK:           pim.memcp %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] size 16 : memref<1x4xf32> -> memref<1x4xf32>
// CHECK:           scf.for
// CHECK:             pim.receive
// CHECK:           pim.send
func.func @kept_nested() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  pim.core attributes {coreId = 0 : i32} {
    %s0 = memref.alloc() : memref<1x4xf32>
    %s = pim.receive from %c1 into %s0[%c0] size 16 : memref<1x4xf32>
    %c0b = memref.alloc() : memref<1x4xf32>
    %c = pim.memcp %c0b[%c0], %s[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
    %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %s) -> (memref<1x4xf32>) {
      %w = pim.receive from %c1 into %acc[%c0] size 16 : memref<1x4xf32>
      scf.yield %w : memref<1x4xf32>
    }
    pim.send %c to %c1 size 16 : memref<1x4xf32>
    pim.send %r to %c1 size 16 : memref<1x4xf32>
    pim.halt
  }
  return
}

// -----

// A whole copy that is the last use of its source: the loaded buffer itself takes the patches.
// CHECK-LABEL: func.func @last_use
// CHECK:           %[[B:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT:      %[[L:.*]] = pim.memcp_hd %[[B]][%{{.*}}], %{{.*}}[%{{.*}}] size 32 : memref<2x4xf32> -> memref<2x4xf32>
// CHECK-NEXT:      %[[R:.*]] = pim.receive from %{{.*}} into %[[L]][%{{.*}}] size 16 : memref<2x4xf32>
// CHECK-NEXT:      pim.send %[[R]] to %{{.*}} size 32 : memref<2x4xf32>
func.func @last_use(%host: memref<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pim.core attributes {coreId = 0 : i32} {
    %b = memref.alloc() : memref<2x4xf32>
    %l = pim.memcp_hd %b[%c0], %host[%c0] size 32 : memref<2x4xf32> -> memref<2x4xf32>
    %f = memref.alloc() : memref<2x4xf32>
    %c = pim.memcp %f[%c0], %l[%c0] size 32 : memref<2x4xf32> -> memref<2x4xf32>
    %r = pim.receive from %c1 into %c[%c0] size 16 : memref<2x4xf32>
    pim.send %r to %c1 size 32 : memref<2x4xf32>
    pim.halt
  }
  return
}

// -----

// A whole copy of a loop's result that is its last use (the zero rows of a patch matrix, filled
// by one loop, before a receive writes into it): the loop's buffer itself takes the receive.
// CHECK-LABEL: func.func @last_use_of_loop
// CHECK:           %[[B:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT:      %[[Z:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[B]]) -> (memref<2x4xf32>) {
// CHECK:           }
// CHECK-NEXT:      %[[R:.*]] = pim.receive from %{{.*}} into %[[Z]][%{{.*}}] size 16 : memref<2x4xf32>
// CHECK-NEXT:      pim.send %[[R]] to %{{.*}} size 32 : memref<2x4xf32>
// CHECK-NOT:       pim.memcp %{{.*}} size 32
func.func @last_use_of_loop(%host: memref<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  pim.core attributes {coreId = 0 : i32} {
    %b = memref.alloc() : memref<2x4xf32>
    %z = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %b) -> (memref<2x4xf32>) {
      %at = arith.muli %i, %c16 : index
      %w = pim.memcp %acc[%at], %host[%c0] size 16 : memref<1x4xf32> -> memref<2x4xf32>
      scf.yield %w : memref<2x4xf32>
    }
    %f = memref.alloc() : memref<2x4xf32>
    %c = pim.memcp %f[%c0], %z[%c0] size 32 : memref<2x4xf32> -> memref<2x4xf32>
    %r = pim.receive from %c1 into %c[%c0] size 16 : memref<2x4xf32>
    pim.send %r to %c1 size 32 : memref<2x4xf32>
    pim.halt
  }
  return
}

// -----

// A copy that only reshapes a received buffer (the rows of an NHWC tensor, received one by one,
// seen as the 1x2x2x2 image a 1x1 convolution's im2col reads), which is also sent on: the
// im2col reads a view of the buffer with the copy's shape, and the copy goes.
// CHECK-LABEL: func.func @reshape_for_im2col
// CHECK:           %[[ROWS:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK:           %[[IMAGE:.*]] = memref.reinterpret_cast %[[ROWS]] to offset: [0], sizes: [1, 2, 2, 2], strides: [8, 4, 2, 1] : memref<2x4xf32> to memref<1x2x2x2xf32, strided<[8, 4, 2, 1]>>
// CHECK-NOT:       pim.memcp
// CHECK:           pim.im2col %[[IMAGE]] into
func.func @reshape_for_im2col() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  pim.core attributes {coreId = 0 : i32} {
    %rows = memref.alloc() : memref<2x4xf32>
    %r0 = pim.receive from %c1 into %rows[%c0] size 16 : memref<2x4xf32>
    %r1 = pim.receive from %c1 into %rows[%c16] size 16 : memref<2x4xf32>
    %image0 = memref.alloc() : memref<1x2x2x2xf32>
    %image = pim.memcp %image0[%c0], %rows[%c0] size 32 : memref<2x4xf32> -> memref<1x2x2x2xf32>
    %p0 = memref.alloc() : memref<4x2xf32>
    %p = pim.im2col %image into %p0 {channels = array<i64: 0, 2>, channelsLast, dilations = array<i64: 1, 1>, kernel = array<i64: 1, 1>, outSize = array<i64: 2, 2>, pads = array<i64: 0, 0>, patch = array<i64: 1, 0, 2>, positions = array<i64: 0, 4>, strides = array<i64: 1, 1>} : memref<1x2x2x2xf32>, memref<4x2xf32> -> memref<4x2xf32>
    pim.send %p to %c1 size 32 : memref<4x2xf32>
    pim.send %rows to %c1 size 32 : memref<2x4xf32>
    pim.halt
  }
  return
}

// -----

// Two products read the same row of two received buffers: both read views, which share one
// division of the row's byte offset into elements, made where the offset is defined.
// CHECK-LABEL: func.func @shared_row_offset
// CHECK:           %[[OFF:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK-NEXT:      %[[FOUR:.*]] = arith.constant 4 : index
// CHECK-NEXT:      %[[ROW:.*]] = arith.divui %[[OFF]], %[[FOUR]] exact : index
// CHECK-NOT:       arith.divui
// CHECK:           %[[A:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%[[ROW]]], sizes: [1, 4], strides: [4, 1]
// CHECK:           pim.vmm %{{.*}}, %[[A]] into
// CHECK:           %[[B:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%[[ROW]]], sizes: [1, 4], strides: [4, 1]
// CHECK:           pim.vmm %{{.*}}, %[[B]] into
// CHECK-NOT:       pim.memcp
func.func @shared_row_offset(%lane: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %w = memref.alloc() : memref<4x4xf32>
  pim.core weights(%w, %w : memref<4x4xf32>, memref<4x4xf32>) attributes {coreId = 0 : i32} {
  ^bb0(%w0: memref<4x4xf32>, %w1: memref<4x4xf32>):
    %off = arith.muli %lane, %c16 : index
    %a0 = memref.alloc() : memref<2x4xf32>
    %a = pim.receive from %c1 into %a0[%c0] size 32 : memref<2x4xf32>
    %b0 = memref.alloc() : memref<2x4xf32>
    %b = pim.receive from %c1 into %b0[%c0] size 32 : memref<2x4xf32>
    %ra0 = memref.alloc() : memref<1x4xf32>
    %ra = pim.memcp %ra0[%c0], %a[%off] size 16 : memref<2x4xf32> -> memref<1x4xf32>
    %pa0 = memref.alloc() : memref<1x4xf32>
    %pa = pim.vmm %w0, %ra into %pa0 : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    %rb0 = memref.alloc() : memref<1x4xf32>
    %rb = pim.memcp %rb0[%c0], %b[%off] size 16 : memref<2x4xf32> -> memref<1x4xf32>
    %pb0 = memref.alloc() : memref<1x4xf32>
    %pb = pim.vmm %w1, %rb into %pb0 : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
    pim.send %pa to %c1 size 16 : memref<1x4xf32>
    pim.send %pb to %c1 size 16 : memref<1x4xf32>
    pim.halt
  }
  return
}
