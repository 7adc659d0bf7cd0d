// canonicalize on the index dialect: every binary op folded on constants only when the
// 32-bit and the 64-bit evaluation agree (division by zero, shifts past the width and
// results that differ between widths stay), the identities, cmp on constants and on equal
// operands, casts into an index (casts out of one have no index constant to fold to), and the
// dead division erased. Where two constants fold, the result is a new constant placed where
// the op was, so the order of the constants shows that constants are evaluated before
// identities. The CHECK lines were generated from mlir-opt 22's output on this file (mlir-opt
// --split-input-file --canonicalize), so they assert that raptor-opt prints exactly what
// mlir-opt prints.
// RUN: raptor-opt --split-input-file %s --canonicalize | filecheck %s
// CHECK-LABEL: func.func @fold_add() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx9 = index.constant 9
// CHECK-NEXT:      %idx-5 = index.constant -5
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx-9 = index.constant -9
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %idx4294967297 = index.constant 4294967297
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx41 = index.constant 41
// CHECK-NEXT:      %idx32 = index.constant 32
// CHECK-NEXT:      %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:      %idx2147483650 = index.constant 2147483650
// CHECK-NEXT:      return %idx9, %idx-5, %idx5, %idx-9, %idx5, %idx3, %idx4294967297, %idx4294967296, %idx0, %idx41, %idx32, %idx9223372036854775807, %idx2147483650 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_add() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.add %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.add %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.add %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.add %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.add %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.add %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.add %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.add %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.add %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.add %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.add %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.add %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.add %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_sub() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx-9 = index.constant -9
// CHECK-NEXT:      %idx9 = index.constant 9
// CHECK-NEXT:      %idx-5 = index.constant -5
// CHECK-NEXT:      %idx-3 = index.constant -3
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx4294967294 = index.constant 4294967294
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx-39 = index.constant -39
// CHECK-NEXT:      %idx-30 = index.constant -30
// CHECK-NEXT:      %idx-9223372036854775807 = index.constant -9223372036854775807
// CHECK-NEXT:      %idx2147483646 = index.constant 2147483646
// CHECK-NEXT:      return %idx5, %idx-9, %idx9, %idx-5, %idx5, %idx-3, %idx4294967295, %idx4294967294, %idx-2, %idx-39, %idx-30, %idx-9223372036854775807, %idx2147483646 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_sub() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.sub %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.sub %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.sub %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.sub %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.sub %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.sub %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.sub %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.sub %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.sub %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.sub %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.sub %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.sub %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.sub %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_mul() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx14 = index.constant 14
// CHECK-NEXT:      %idx-14 = index.constant -14
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx40 = index.constant 40
// CHECK-NEXT:      %idx31 = index.constant 31
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      return %idx14, %idx-14, %idx-14, %idx14, %idx0, %idx0, %idx4294967296, %idx4294967295, %idx-1, %idx40, %idx31, %idx-9223372036854775808, %idx4294967296 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_mul() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.mul %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.mul %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.mul %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.mul %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.mul %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.mul %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.mul %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.mul %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.mul %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.mul %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.mul %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.mul %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.mul %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_divs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %idx-3 = index.constant -3
// CHECK-NEXT:      %0 = index.divs %idx5, %idx0
// CHECK-NEXT:      %1 = index.divs %idx2147483648, %idx2
// CHECK-NEXT:      return %idx3, %idx-3, %idx-3, %idx3, %0, %idx0, %idx4294967296, %idx4294967295, %idx-1, %idx0, %idx0, %idx-9223372036854775808, %1 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_divs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.divs %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.divs %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.divs %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.divs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.divs %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.divs %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.divs %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.divs %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.divs %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.divs %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.divs %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.divs %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.divs %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_divu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx1073741824 = index.constant 1073741824
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %0 = index.divu %idx-7, %idx2
// CHECK-NEXT:      %1 = index.divu %idx5, %idx0
// CHECK-NEXT:      return %idx3, %0, %idx0, %idx0, %1, %idx0, %idx4294967296, %idx4294967295, %idx-1, %idx0, %idx0, %idx0, %idx1073741824 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_divu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.divu %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.divu %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.divu %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.divu %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.divu %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.divu %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.divu %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.divu %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.divu %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.divu %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.divu %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.divu %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.divu %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_ceildivs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx1073741824 = index.constant 1073741824
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx4 = index.constant 4
// CHECK-NEXT:      %idx-3 = index.constant -3
// CHECK-NEXT:      %0 = index.ceildivs %idx5, %idx0
// CHECK-NEXT:      return %idx4, %idx-3, %idx-3, %idx4, %0, %idx0, %idx4294967296, %idx4294967295, %idx-1, %idx1, %idx1, %idx-9223372036854775808, %idx1073741824 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_ceildivs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.ceildivs %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.ceildivs %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.ceildivs %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.ceildivs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.ceildivs %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.ceildivs %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.ceildivs %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.ceildivs %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.ceildivs %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.ceildivs %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.ceildivs %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.ceildivs %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.ceildivs %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_ceildivu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx1073741824 = index.constant 1073741824
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx4 = index.constant 4
// CHECK-NEXT:      %0 = index.ceildivu %idx-7, %idx2
// CHECK-NEXT:      %1 = index.ceildivu %idx5, %idx0
// CHECK-NEXT:      %2 = index.ceildivu %idx-9223372036854775808, %idx-1
// CHECK-NEXT:      return %idx4, %0, %idx1, %idx1, %1, %idx0, %idx4294967296, %idx4294967295, %idx-1, %idx1, %idx1, %2, %idx1073741824 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_ceildivu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.ceildivu %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.ceildivu %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.ceildivu %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.ceildivu %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.ceildivu %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.ceildivu %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.ceildivu %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.ceildivu %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.ceildivu %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.ceildivu %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.ceildivu %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.ceildivu %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.ceildivu %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_floordivs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %idx-4 = index.constant -4
// CHECK-NEXT:      %0 = index.floordivs %idx5, %idx0
// CHECK-NEXT:      %1 = index.floordivs %idx2147483648, %idx2
// CHECK-NEXT:      return %idx3, %idx-4, %idx-4, %idx3, %0, %idx0, %idx4294967296, %idx4294967295, %idx-1, %idx0, %idx0, %idx-9223372036854775808, %1 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_floordivs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.floordivs %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.floordivs %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.floordivs %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.floordivs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.floordivs %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.floordivs %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.floordivs %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.floordivs %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.floordivs %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.floordivs %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.floordivs %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.floordivs %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.floordivs %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_rems() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %0 = index.rems %idx5, %idx0
// CHECK-NEXT:      return %idx1, %idx-1, %idx1, %idx-1, %0, %idx0, %idx0, %idx0, %idx0, %idx1, %idx1, %idx0, %idx0 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_rems() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.rems %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.rems %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.rems %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.rems %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.rems %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.rems %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.rems %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.rems %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.rems %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.rems %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.rems %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.rems %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.rems %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_remu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %0 = index.remu %idx5, %idx0
// CHECK-NEXT:      return %idx1, %idx1, %idx7, %idx-7, %0, %idx0, %idx0, %idx0, %idx0, %idx1, %idx1, %idx-9223372036854775808, %idx0 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_remu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.remu %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.remu %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.remu %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.remu %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.remu %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.remu %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.remu %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.remu %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.remu %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.remu %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.remu %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.remu %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.remu %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_maxs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx31 = index.constant 31
// CHECK-NEXT:      %idx40 = index.constant 40
// CHECK-NEXT:      %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %0 = index.maxs %idx4294967296, %idx1
// CHECK-NEXT:      %1 = index.maxs %idx4294967295, %idx1
// CHECK-NEXT:      %2 = index.maxs %idx-9223372036854775808, %idx-1
// CHECK-NEXT:      %3 = index.maxs %idx2147483648, %idx2
// CHECK-NEXT:      return %idx7, %idx2, %idx7, %idx-2, %idx5, %idx3, %0, %1, %idx1, %idx40, %idx31, %2, %3 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_maxs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.maxs %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.maxs %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.maxs %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.maxs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.maxs %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.maxs %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.maxs %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.maxs %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.maxs %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.maxs %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.maxs %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.maxs %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.maxs %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_maxu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:      %idx31 = index.constant 31
// CHECK-NEXT:      %idx40 = index.constant 40
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %0 = index.maxu %idx4294967296, %idx1
// CHECK-NEXT:      return %idx7, %idx-7, %idx-2, %idx-2, %idx5, %idx3, %0, %idx4294967295, %idx-1, %idx40, %idx31, %idx-1, %idx2147483648 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_maxu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.maxu %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.maxu %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.maxu %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.maxu %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.maxu %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.maxu %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.maxu %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.maxu %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.maxu %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.maxu %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.maxu %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.maxu %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.maxu %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_mins() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %0 = index.mins %idx4294967296, %idx1
// CHECK-NEXT:      %1 = index.mins %idx4294967295, %idx1
// CHECK-NEXT:      %2 = index.mins %idx-9223372036854775808, %idx-1
// CHECK-NEXT:      %3 = index.mins %idx2147483648, %idx2
// CHECK-NEXT:      return %idx2, %idx-7, %idx-2, %idx-7, %idx0, %idx0, %0, %1, %idx-1, %idx1, %idx1, %2, %3 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_mins() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.mins %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.mins %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.mins %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.mins %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.mins %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.mins %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.mins %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.mins %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.mins %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.mins %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.mins %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.mins %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.mins %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_minu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %0 = index.minu %idx4294967296, %idx1
// CHECK-NEXT:      return %idx2, %idx2, %idx7, %idx-7, %idx0, %idx0, %0, %idx1, %idx1, %idx1, %idx1, %idx-9223372036854775808, %idx2 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_minu() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.minu %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.minu %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.minu %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.minu %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.minu %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.minu %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.minu %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.minu %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.minu %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.minu %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.minu %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.minu %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.minu %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_shl() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:      %idx8589934590 = index.constant 8589934590
// CHECK-NEXT:      %idx8589934592 = index.constant 8589934592
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx40 = index.constant 40
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx28 = index.constant 28
// CHECK-NEXT:      %idx-28 = index.constant -28
// CHECK-NEXT:      %0 = index.shl %idx7, %idx-2
// CHECK-NEXT:      %1 = index.shl %idx-7, %idx-2
// CHECK-NEXT:      %2 = index.shl %idx1, %idx40
// CHECK-NEXT:      %3 = index.shl %idx-9223372036854775808, %idx-1
// CHECK-NEXT:      return %idx28, %idx-28, %0, %1, %idx5, %idx0, %idx8589934592, %idx8589934590, %idx-2, %2, %idx2147483648, %3, %idx8589934592 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_shl() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.shl %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.shl %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.shl %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.shl %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.shl %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.shl %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.shl %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.shl %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.shl %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.shl %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.shl %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.shl %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.shl %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_shrs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx2147483648 = index.constant 2147483648
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx40 = index.constant 40
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %0 = index.shrs %idx7, %idx-2
// CHECK-NEXT:      %1 = index.shrs %idx-7, %idx-2
// CHECK-NEXT:      %2 = index.shrs %idx4294967296, %idx1
// CHECK-NEXT:      %3 = index.shrs %idx4294967295, %idx1
// CHECK-NEXT:      %4 = index.shrs %idx1, %idx40
// CHECK-NEXT:      %5 = index.shrs %idx-9223372036854775808, %idx-1
// CHECK-NEXT:      %6 = index.shrs %idx2147483648, %idx2
// CHECK-NEXT:      return %idx1, %idx-2, %0, %1, %idx5, %idx0, %2, %3, %idx-1, %4, %idx0, %5, %6 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_shrs() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.shrs %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.shrs %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.shrs %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.shrs %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.shrs %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.shrs %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.shrs %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.shrs %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.shrs %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.shrs %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.shrs %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.shrs %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.shrs %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_shru() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx536870912 = index.constant 536870912
// CHECK-NEXT:      %idx2147483647 = index.constant 2147483647
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      %idx40 = index.constant 40
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %0 = index.shru %idx-7, %idx2
// CHECK-NEXT:      %1 = index.shru %idx7, %idx-2
// CHECK-NEXT:      %2 = index.shru %idx-7, %idx-2
// CHECK-NEXT:      %3 = index.shru %idx4294967296, %idx1
// CHECK-NEXT:      %4 = index.shru %idx-1, %idx1
// CHECK-NEXT:      %5 = index.shru %idx1, %idx40
// CHECK-NEXT:      %6 = index.shru %idx-9223372036854775808, %idx-1
// CHECK-NEXT:      return %idx1, %0, %1, %2, %idx5, %idx0, %3, %idx2147483647, %4, %5, %idx0, %6, %idx536870912 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_shru() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.shru %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.shru %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.shru %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.shru %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.shru %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.shru %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.shru %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.shru %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.shru %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.shru %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.shru %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.shru %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.shru %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_and() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx2 = index.constant 2
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx6 = index.constant 6
// CHECK-NEXT:      %idx-8 = index.constant -8
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:      return %idx2, %idx0, %idx6, %idx-8, %idx0, %idx0, %idx0, %idx1, %idx1, %idx0, %idx1, %idx-9223372036854775808, %idx0 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_and() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.and %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.and %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.and %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.and %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.and %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.and %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.and %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.and %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.and %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.and %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.and %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.and %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.and %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_or() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx-5 = index.constant -5
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %idx4294967297 = index.constant 4294967297
// CHECK-NEXT:      %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:      %idx41 = index.constant 41
// CHECK-NEXT:      %idx31 = index.constant 31
// CHECK-NEXT:      %idx2147483650 = index.constant 2147483650
// CHECK-NEXT:      return %idx7, %idx-5, %idx-1, %idx-1, %idx5, %idx3, %idx4294967297, %idx4294967295, %idx-1, %idx41, %idx31, %idx-1, %idx2147483650 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_or() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.or %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.or %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.or %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.or %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.or %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.or %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.or %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.or %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.or %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.or %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.or %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.or %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.or %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_xor() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx5 = index.constant 5
// CHECK-NEXT:      %idx-5 = index.constant -5
// CHECK-NEXT:      %idx-7 = index.constant -7
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx3 = index.constant 3
// CHECK-NEXT:      %idx4294967297 = index.constant 4294967297
// CHECK-NEXT:      %idx4294967294 = index.constant 4294967294
// CHECK-NEXT:      %idx-2 = index.constant -2
// CHECK-NEXT:      %idx41 = index.constant 41
// CHECK-NEXT:      %idx30 = index.constant 30
// CHECK-NEXT:      %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT:      %idx2147483650 = index.constant 2147483650
// CHECK-NEXT:      return %idx5, %idx-5, %idx-7, %idx7, %idx5, %idx3, %idx4294967297, %idx4294967294, %idx-2, %idx41, %idx30, %idx9223372036854775807, %idx2147483650 : index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @fold_xor() -> (index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %a0 = index.constant 7
  %b0 = index.constant 2
  %r0 = index.xor %a0, %b0
  %a1 = index.constant -7
  %b1 = index.constant 2
  %r1 = index.xor %a1, %b1
  %a2 = index.constant 7
  %b2 = index.constant -2
  %r2 = index.xor %a2, %b2
  %a3 = index.constant -7
  %b3 = index.constant -2
  %r3 = index.xor %a3, %b3
  %a4 = index.constant 5
  %b4 = index.constant 0
  %r4 = index.xor %a4, %b4
  %a5 = index.constant 0
  %b5 = index.constant 3
  %r5 = index.xor %a5, %b5
  %a6 = index.constant 4294967296
  %b6 = index.constant 1
  %r6 = index.xor %a6, %b6
  %a7 = index.constant 4294967295
  %b7 = index.constant 1
  %r7 = index.xor %a7, %b7
  %a8 = index.constant -1
  %b8 = index.constant 1
  %r8 = index.xor %a8, %b8
  %a9 = index.constant 1
  %b9 = index.constant 40
  %r9 = index.xor %a9, %b9
  %a10 = index.constant 1
  %b10 = index.constant 31
  %r10 = index.xor %a10, %b10
  %a11 = index.constant -9223372036854775808
  %b11 = index.constant -1
  %r11 = index.xor %a11, %b11
  %a12 = index.constant 2147483648
  %b12 = index.constant 2
  %r12 = index.xor %a12, %b12
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @identities(%arg0: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %0 = index.divs %arg0, %idx1
// CHECK-NEXT:      %1 = index.sub %arg0, %arg0
// CHECK-NEXT:      %2 = index.maxs %arg0, %idx1
// CHECK-NEXT:      %3 = index.and %arg0, %idx0
// CHECK-NEXT:      return %arg0, %arg0, %arg0, %arg0, %idx0, %0, %1, %2, %3 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT:    }
func.func @identities(%x: index) -> (index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %x, %c0
  %1 = index.add %c0, %x
  %2 = index.sub %x, %c0
  %3 = index.mul %x, %c1
  %4 = index.mul %c0, %x
  %5 = index.divs %x, %c1
  %6 = index.sub %x, %x
  %7 = index.maxs %c1, %x
  %8 = index.and %x, %c0
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @cmp_eq(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %0 = index.cmp eq(%idx4294967296, %idx0)
// CHECK-NEXT:      return %false, %false, %0, %false, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_eq(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp eq(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp eq(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp eq(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp eq(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp eq(%a4, %b4)
  %s = index.cmp eq(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_ne(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %0 = index.cmp ne(%idx4294967296, %idx0)
// CHECK-NEXT:      return %true, %true, %0, %true, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_ne(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp ne(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp ne(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp ne(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp ne(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp ne(%a4, %b4)
  %s = index.cmp ne(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_slt(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %0 = index.cmp slt(%idx4294967296, %idx1)
// CHECK-NEXT:      return %true, %true, %false, %0, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_slt(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp slt(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp slt(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp slt(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp slt(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp slt(%a4, %b4)
  %s = index.cmp slt(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_sle(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %0 = index.cmp sle(%idx4294967296, %idx0)
// CHECK-NEXT:      %1 = index.cmp sle(%idx4294967296, %idx1)
// CHECK-NEXT:      return %true, %true, %0, %1, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_sle(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp sle(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp sle(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp sle(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp sle(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp sle(%a4, %b4)
  %s = index.cmp sle(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_sgt(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %0 = index.cmp sgt(%idx4294967296, %idx0)
// CHECK-NEXT:      %1 = index.cmp sgt(%idx4294967296, %idx1)
// CHECK-NEXT:      return %false, %false, %0, %1, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_sgt(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp sgt(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp sgt(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp sgt(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp sgt(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp sgt(%a4, %b4)
  %s = index.cmp sgt(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_sge(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %0 = index.cmp sge(%idx4294967296, %idx1)
// CHECK-NEXT:      return %false, %false, %true, %0, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_sge(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp sge(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp sge(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp sge(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp sge(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp sge(%a4, %b4)
  %s = index.cmp sge(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_ult(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %0 = index.cmp ult(%idx4294967296, %idx1)
// CHECK-NEXT:      return %true, %false, %false, %0, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_ult(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp ult(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp ult(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp ult(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp ult(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp ult(%a4, %b4)
  %s = index.cmp ult(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_ule(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %0 = index.cmp ule(%idx4294967296, %idx0)
// CHECK-NEXT:      %1 = index.cmp ule(%idx4294967296, %idx1)
// CHECK-NEXT:      return %true, %false, %0, %1, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_ule(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp ule(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp ule(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp ule(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp ule(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp ule(%a4, %b4)
  %s = index.cmp ule(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_ugt(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx0 = index.constant 0
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %0 = index.cmp ugt(%idx4294967296, %idx0)
// CHECK-NEXT:      %1 = index.cmp ugt(%idx4294967296, %idx1)
// CHECK-NEXT:      return %false, %true, %0, %1, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_ugt(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp ugt(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp ugt(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp ugt(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp ugt(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp ugt(%a4, %b4)
  %s = index.cmp ugt(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmp_uge(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:      %idx1 = index.constant 1
// CHECK-NEXT:      %false = index.bool.constant false
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %0 = index.cmp uge(%idx4294967296, %idx1)
// CHECK-NEXT:      return %false, %true, %true, %0, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmp_uge(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %a0 = index.constant 1
  %b0 = index.constant 2
  %r0 = index.cmp uge(%a0, %b0)
  %a1 = index.constant -1
  %b1 = index.constant 1
  %r1 = index.cmp uge(%a1, %b1)
  %a2 = index.constant 4294967296
  %b2 = index.constant 0
  %r2 = index.cmp uge(%a2, %b2)
  %a3 = index.constant 4294967296
  %b3 = index.constant 1
  %r3 = index.cmp uge(%a3, %b3)
  %a4 = index.constant 5
  %b4 = index.constant 5
  %r4 = index.cmp uge(%a4, %b4)
  %s = index.cmp uge(%x, %x)
  return %r0, %r1, %r2, %r3, %r4, %s : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @casts() -> (index, index, index, index, i8, i32, i64, i64, i1) {
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %idx7 = index.constant 7
// CHECK-NEXT:      %idx-1 = index.constant -1
// CHECK-NEXT:      %idx-3 = index.constant -3
// CHECK-NEXT:      %idx4294967293 = index.constant 4294967293
// CHECK-NEXT:      %idx-56 = index.constant -56
// CHECK-NEXT:      %0 = index.casts %idx7 : index to i8
// CHECK-NEXT:      %1 = index.castu %idx-1 : index to i32
// CHECK-NEXT:      %2 = index.casts %idx-1 : index to i64
// CHECK-NEXT:      %3 = index.castu %idx-1 : index to i64
// CHECK-NEXT:      return %idx-3, %idx4294967293, %idx-56, %idx-1, %0, %1, %2, %3, %true : index, index, index, index, i8, i32, i64, i64, i1
// CHECK-NEXT:    }
func.func @casts() -> (index, index, index, index, i8, i32, i64, i64, i1) {
  %m3 = arith.constant -3 : i32
  %big = arith.constant 200 : i8
  %w = arith.constant -1 : i64
  %c7 = index.constant 7
  %m1 = index.constant -1
  %0 = index.casts %m3 : i32 to index
  %1 = index.castu %m3 : i32 to index
  %2 = index.casts %big : i8 to index
  %3 = index.castu %w : i64 to index
  %4 = index.casts %c7 : index to i8
  %5 = index.castu %m1 : index to i32
  %6 = index.casts %m1 : index to i64
  %7 = index.castu %m1 : index to i64
  %8 = index.castu %c7 : index to i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, i8, i32, i64, i64, i1
}

// -----

// CHECK-LABEL: func.func @constants_and_dead(%arg0: index) -> (index, i1, index) {
// CHECK-NEXT:      %true = index.bool.constant true
// CHECK-NEXT:      %0 = index.sizeof
// CHECK-NEXT:      %1 = index.divs %arg0, %arg0
// CHECK-NEXT:      %2 = index.divs %arg0, %arg0
// CHECK-NEXT:      %3 = index.add %1, %2
// CHECK-NEXT:      return %3, %true, %0 : index, i1, index
// CHECK-NEXT:    }
func.func @constants_and_dead(%x: index) -> (index, i1, index) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  %s = index.sizeof
  %d = index.divs %x, %x
  %e = index.divs %x, %x
  %u = index.remu %x, %s
  %sum = index.add %d, %e
  return %sum, %t, %s : index, i1, index
}
