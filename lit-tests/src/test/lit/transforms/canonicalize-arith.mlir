// canonicalize on arith: folders (wrap-around, no folding of division by zero, i1,
// 64-bit index), constants hoisted to the entry block and deduplicated, and the arith
// canonicalization patterns. The CHECK lines were generated from mlir-opt 22's output on this
// file (mlir-opt --allow-unregistered-dialect --split-input-file --canonicalize), so they
// assert that raptor-opt prints exactly what mlir-opt prints.
// RUN: raptor-opt --allow-unregistered-dialect --split-input-file %s --canonicalize | filecheck %s
// CHECK-LABEL: func.func @addi_constants() -> i32 {
// CHECK-NEXT:      %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:      return %c3_i32 : i32
// CHECK-NEXT:    }
func.func @addi_constants() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @addi_wraps() -> i8 {
// CHECK-NEXT:      %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:      return %c-128_i8 : i8
// CHECK-NEXT:    }
func.func @addi_wraps() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %0 = arith.addi %a, %b : i8
  return %0 : i8
}

// -----

// CHECK-LABEL: func.func @addi_i1() -> i1 {
// CHECK-NEXT:      %false = arith.constant false
// CHECK-NEXT:      return %false : i1
// CHECK-NEXT:    }
func.func @addi_i1() -> i1 {
  %t = arith.constant true
  %0 = arith.addi %t, %t : i1
  return %0 : i1
}

// -----

// CHECK-LABEL: func.func @addi_index_is_64_bits() -> index {
// CHECK-NEXT:      %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT:      return %c-9223372036854775808 : index
// CHECK-NEXT:    }
func.func @addi_index_is_64_bits() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %0 = arith.addi %a, %b : index
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @addi_zero(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:      return %arg0, %arg0 : i32, i32
// CHECK-NEXT:    }
func.func @addi_zero(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %x : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @addi_constant_moves_right(%arg0: i32) -> i32 {
// CHECK-NEXT:      %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:      %0 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT:      return %0 : i32
// CHECK-NEXT:    }
func.func @addi_constant_moves_right(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %c5, %x : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @addi_of_subi(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:      return %arg0, %arg0 : i32, i32
// CHECK-NEXT:    }
func.func @addi_of_subi(%x: i32, %y: i32) -> (i32, i32) {
  %0 = arith.subi %x, %y : i32
  %1 = arith.addi %0, %y : i32
  %2 = arith.addi %y, %0 : i32
  return %1, %2 : i32, i32
}

// -----

// CHECK-LABEL: func.func @addi_addi_constant(%arg0: i32) -> i32 {
// CHECK-NEXT:      %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:      %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:      return %0 : i32
// CHECK-NEXT:    }
func.func @addi_addi_constant(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @subi_constants() -> i64 {
// CHECK-NEXT:      %c-7_i64 = arith.constant -7 : i64
// CHECK-NEXT:      return %c-7_i64 : i64
// CHECK-NEXT:    }
func.func @subi_constants() -> i64 {
  %a = arith.constant 3 : i64
  %b = arith.constant 10 : i64
  %0 = arith.subi %a, %b : i64
  return %0 : i64
}

// -----

// CHECK-LABEL: func.func @subi_zero_and_self(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:      %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:      return %arg0, %c0_i32 : i32, i32
// CHECK-NEXT:    }
func.func @subi_zero_and_self(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.subi %x, %c0 : i32
  %1 = arith.subi %x, %x : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @subi_of_addi(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:      return %arg0, %arg1 : i32, i32
// CHECK-NEXT:    }
func.func @subi_of_addi(%x: i32, %y: i32) -> (i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.subi %0, %y : i32
  %2 = arith.subi %0, %x : i32
  return %1, %2 : i32, i32
}

// -----

// CHECK-LABEL: func.func @muli_identities(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:      %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:      return %arg0, %c0_i32, %arg0 : i32, i32, i32
// CHECK-NEXT:    }
func.func @muli_identities(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %x, %c1 : i32
  %1 = arith.muli %x, %c0 : i32
  %2 = arith.muli %c1, %x : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @muli_wraps() -> i16 {
// CHECK-NEXT:      %c24464_i16 = arith.constant 24464 : i16
// CHECK-NEXT:      return %c24464_i16 : i16
// CHECK-NEXT:    }
func.func @muli_wraps() -> i16 {
  %a = arith.constant 300 : i16
  %0 = arith.muli %a, %a : i16
  return %0 : i16
}

// -----

// CHECK-LABEL: func.func @muli_muli_constant(%arg0: index) -> index {
// CHECK-NEXT:      %c15 = arith.constant 15 : index
// CHECK-NEXT:      %0 = arith.muli %arg0, %c15 : index
// CHECK-NEXT:      return %0 : index
// CHECK-NEXT:    }
func.func @muli_muli_constant(%x: index) -> index {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = arith.muli %x, %c3 : index
  %1 = arith.muli %0, %c5 : index
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @division_by_zero_stays(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:      %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:      %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:      %0 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT:      %1 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:      %2 = arith.remsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT:      %3 = arith.remui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:      return %0, %1, %2, %3 : i32, i32, i32, i32
// CHECK-NEXT:    }
func.func @division_by_zero_stays(%x: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.divsi %c7, %c0 : i32
  %1 = arith.divui %c7, %c0 : i32
  %2 = arith.remsi %c7, %c0 : i32
  %3 = arith.remui %c7, %c0 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @signed_division_overflow_stays() -> i8 {
// CHECK-NEXT:      %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:      %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:      %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:      return %0 : i8
// CHECK-NEXT:    }
func.func @signed_division_overflow_stays() -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.divsi %min, %m1 : i8
  return %0 : i8
}

// -----

// CHECK-LABEL: func.func @division_constants() -> (i32, i32, i32, i32) {
// CHECK-NEXT:      %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:      %c2147483644_i32 = arith.constant 2147483644 : i32
// CHECK-NEXT:      %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      return %c-3_i32, %c2147483644_i32, %c-1_i32, %c1_i32 : i32, i32, i32, i32
// CHECK-NEXT:    }
func.func @division_constants() -> (i32, i32, i32, i32) {
  %c7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.divsi %c7, %c2 : i32
  %1 = arith.divui %c7, %c2 : i32
  %2 = arith.remsi %c7, %c2 : i32
  %3 = arith.remui %c7, %c2 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @division_by_one(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:      %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:      return %arg0, %arg0, %c0_i32, %c0_i32 : i32, i32, i32, i32
// CHECK-NEXT:    }
func.func @division_by_one(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divsi %x, %c1 : i32
  %1 = arith.divui %x, %c1 : i32
  %2 = arith.remsi %x, %c1 : i32
  %3 = arith.remui %x, %c1 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @bitwise_identities(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:      %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:      %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:      return %c0_i32, %arg0, %arg0, %c-1_i32, %c0_i32, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:    }
func.func @bitwise_identities(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %x, %m1 : i32
  %2 = arith.ori %x, %c0 : i32
  %3 = arith.ori %x, %m1 : i32
  %4 = arith.xori %x, %x : i32
  %5 = arith.xori %x, %c0 : i32
  %6 = arith.andi %x, %x : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @bitwise_constants() -> (i8, i8, i8) {
// CHECK-NEXT:      %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:      %c14_i8 = arith.constant 14 : i8
// CHECK-NEXT:      %c6_i8 = arith.constant 6 : i8
// CHECK-NEXT:      return %c8_i8, %c14_i8, %c6_i8 : i8, i8, i8
// CHECK-NEXT:    }
func.func @bitwise_constants() -> (i8, i8, i8) {
  %a = arith.constant 12 : i8
  %b = arith.constant 10 : i8
  %0 = arith.andi %a, %b : i8
  %1 = arith.ori %a, %b : i8
  %2 = arith.xori %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}

// -----

// CHECK-LABEL: func.func @xori_twice(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
func.func @xori_twice(%x: i32, %y: i32) -> i32 {
  %0 = arith.xori %x, %y : i32
  %1 = arith.xori %0, %y : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @shifts(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:      %c-256_i32 = arith.constant -256 : i32
// CHECK-NEXT:      %c268435455_i32 = arith.constant 268435455 : i32
// CHECK-NEXT:      %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:      return %arg0, %c-256_i32, %c268435455_i32, %c-1_i32, %arg0 : i32, i32, i32, i32, i32
// CHECK-NEXT:    }
func.func @shifts(%x: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %m16 = arith.constant -16 : i32
  %0 = arith.shli %x, %c0 : i32
  %1 = arith.shli %m16, %c4 : i32
  %2 = arith.shrui %m16, %c4 : i32
  %3 = arith.shrsi %m16, %c4 : i32
  %4 = arith.shrsi %x, %c0 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @oversized_shift_stays() -> i32 {
// CHECK-NEXT:      %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:      %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT:      %0 = arith.shli %c3_i32, %c40_i32 : i32
// CHECK-NEXT:      return %0 : i32
// CHECK-NEXT:    }
func.func @oversized_shift_stays() -> i32 {
  %c3 = arith.constant 3 : i32
  %c40 = arith.constant 40 : i32
  %0 = arith.shli %c3, %c40 : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @min_max(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:      %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:      %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:      %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:      return %arg0, %c2147483647_i32, %arg0, %c9_i32, %c3_i32 : i32, i32, i32, i32, i32
// CHECK-NEXT:    }
func.func @min_max(%x: i32) -> (i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %0 = arith.maxsi %x, %x : i32
  %1 = arith.maxsi %x, %max : i32
  %2 = arith.minsi %x, %max : i32
  %3 = arith.maxsi %c3, %c9 : i32
  %4 = arith.minsi %c3, %c9 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @cmpi_equal_operands(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:      %true = arith.constant true
// CHECK-NEXT:      %false = arith.constant false
// CHECK-NEXT:      return %true, %false, %false, %true, %false, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmpi_equal_operands(%x: i32) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ne, %x, %x : i32
  %2 = arith.cmpi slt, %x, %x : i32
  %3 = arith.cmpi sle, %x, %x : i32
  %4 = arith.cmpi ugt, %x, %x : i32
  %5 = arith.cmpi uge, %x, %x : i32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_constants() -> (i1, i1, i1, i1) {
// CHECK-NEXT:      %true = arith.constant true
// CHECK-NEXT:      %false = arith.constant false
// CHECK-NEXT:      return %true, %false, %true, %true : i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmpi_constants() -> (i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.cmpi slt, %m1, %c1 : i32
  %1 = arith.cmpi ult, %m1, %c1 : i32
  %2 = arith.cmpi ne, %m1, %c1 : i32
  %3 = arith.cmpi sge, %c1, %c1 : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_constant_moves_right(%arg0: i32) -> (i1, i1) {
// CHECK-NEXT:      %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:      %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:      %1 = arith.cmpi eq, %arg0, %c5_i32 : i32
// CHECK-NEXT:      return %0, %1 : i1, i1
// CHECK-NEXT:    }
func.func @cmpi_constant_moves_right(%x: i32) -> (i1, i1) {
  %c5 = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c5, %x : i32
  %1 = arith.cmpi eq, %c5, %x : i32
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_i1(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:      return %arg0, %arg0 : i1, i1
// CHECK-NEXT:    }
func.func @cmpi_i1(%b: i1) -> (i1, i1) {
  %f = arith.constant false
  %t = arith.constant true
  %0 = arith.cmpi ne, %b, %f : i1
  %1 = arith.cmpi eq, %b, %t : i1
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @not_cmpi(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT:      %0 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT:      return %0 : i1
// CHECK-NEXT:    }
func.func @not_cmpi(%x: i32, %y: i32) -> i1 {
  %t = arith.constant true
  %0 = arith.cmpi ult, %x, %y : i32
  %1 = arith.xori %0, %t : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @select_constant_condition(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:      return %arg0, %arg1 : i32, i32
// CHECK-NEXT:    }
func.func @select_constant_condition(%x: i32, %y: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %t, %x, %y : i32
  %1 = arith.select %f, %x, %y : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @select_same_operands(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:      return %arg1 : i32
// CHECK-NEXT:    }
func.func @select_same_operands(%c: i1, %x: i32) -> i32 {
  %0 = arith.select %c, %x, %x : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @select_i1(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:      %true = arith.constant true
// CHECK-NEXT:      %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:      return %arg0, %0 : i1, i1
// CHECK-NEXT:    }
func.func @select_i1(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %f : i1
  %1 = arith.select %c, %f, %t : i1
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @select_of_cmpi(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:      return %arg1, %arg0 : i32, i32
// CHECK-NEXT:    }
func.func @select_of_cmpi(%x: i32, %y: i32) -> (i32, i32) {
  %eq = arith.cmpi eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %0 = arith.select %eq, %x, %y : i32
  %1 = arith.select %ne, %x, %y : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @index_cast_chain(%arg0: i32) -> (i32, i64) {
// CHECK-NEXT:      %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:      %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT:      return %arg0, %1 : i32, i64
// CHECK-NEXT:    }
func.func @index_cast_chain(%x: i32) -> (i32, i64) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_cast %0 : index to i64
  return %1, %2 : i32, i64
}

// -----

// CHECK-LABEL: func.func @index_cast_constants() -> (index, i8) {
// CHECK-NEXT:      %c-5 = arith.constant -5 : index
// CHECK-NEXT:      %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:      return %c-5, %c44_i8 : index, i8
// CHECK-NEXT:    }
func.func @index_cast_constants() -> (index, i8) {
  %c = arith.constant -5 : i32
  %i = arith.constant 300 : index
  %0 = arith.index_cast %c : i32 to index
  %1 = arith.index_cast %i : index to i8
  return %0, %1 : index, i8
}

// -----

// CHECK-LABEL: func.func @integer_casts_of_constants() -> (i64, i64, i8) {
// CHECK-NEXT:      %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT:      %c4294967291_i64 = arith.constant 4294967291 : i64
// CHECK-NEXT:      %c-5_i8 = arith.constant -5 : i8
// CHECK-NEXT:      return %c-5_i64, %c4294967291_i64, %c-5_i8 : i64, i64, i8
// CHECK-NEXT:    }
func.func @integer_casts_of_constants() -> (i64, i64, i8) {
  %c = arith.constant -5 : i32
  %0 = arith.extsi %c : i32 to i64
  %1 = arith.extui %c : i32 to i64
  %2 = arith.trunci %c : i32 to i8
  return %0, %1, %2 : i64, i64, i8
}

// -----

// CHECK-LABEL: func.func @extension_chains(%arg0: i8) -> (i64, i64, i8, i16) {
// CHECK-NEXT:      %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:      %1 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:      %2 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT:      return %0, %1, %arg0, %2 : i64, i64, i8, i16
// CHECK-NEXT:    }
func.func @extension_chains(%x: i8) -> (i64, i64, i8, i16) {
  %0 = arith.extsi %x : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  %2 = arith.extui %x : i8 to i32
  %3 = arith.extui %2 : i32 to i64
  %4 = arith.trunci %1 : i64 to i8
  %5 = arith.trunci %3 : i64 to i16
  return %1, %3, %4, %5 : i64, i64, i8, i16
}

// -----

// CHECK-LABEL: func.func @trunci_chain(%arg0: i64) -> i8 {
// CHECK-NEXT:      %0 = arith.trunci %arg0 : i64 to i8
// CHECK-NEXT:      return %0 : i8
// CHECK-NEXT:    }
func.func @trunci_chain(%x: i64) -> i8 {
  %0 = arith.trunci %x : i64 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

// -----

// CHECK-LABEL: func.func @float_casts_of_constants() -> (f32, i32, i8, f64) {
// CHECK-NEXT:      %cst = arith.constant 2.750000e+00 : f64
// CHECK-NEXT:      %cst_0 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT:      %cst_1 = arith.constant -5.000000e+00 : f32
// CHECK-NEXT:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:      %0 = arith.fptosi %cst_0 : f32 to i8
// CHECK-NEXT:      return %cst_1, %c2_i32, %0, %cst : f32, i32, i8, f64
// CHECK-NEXT:    }
func.func @float_casts_of_constants() -> (f32, i32, i8, f64) {
  %c = arith.constant -5 : i32
  %f = arith.constant 2.75 : f32
  %big = arith.constant 1.0e10 : f32
  %0 = arith.sitofp %c : i32 to f32
  %1 = arith.fptosi %f : f32 to i32
  %2 = arith.fptosi %big : f32 to i8
  %3 = arith.extf %f : f32 to f64
  return %0, %1, %2, %3 : f32, i32, i8, f64
}

// -----

// CHECK-LABEL: func.func @truncf_only_when_exact() -> (f32, f32, f16) {
// CHECK-NEXT:      %cst = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:      %cst_0 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:      %cst_1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:      %0 = arith.truncf %cst_0 : f64 to f32
// CHECK-NEXT:      return %cst_1, %0, %cst : f32, f32, f16
// CHECK-NEXT:    }
func.func @truncf_only_when_exact() -> (f32, f32, f16) {
  %a = arith.constant 0.5 : f64
  %b = arith.constant 0.1 : f64
  %c = arith.constant 2.0 : f32
  %0 = arith.truncf %a : f64 to f32
  %1 = arith.truncf %b : f64 to f32
  %2 = arith.truncf %c : f32 to f16
  return %0, %1, %2 : f32, f32, f16
}

// -----

// CHECK-LABEL: func.func @truncf_of_extf(%arg0: f32) -> f32 {
// CHECK-NEXT:      return %arg0 : f32
// CHECK-NEXT:    }
func.func @truncf_of_extf(%x: f32) -> f32 {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.truncf %0 : f64 to f32
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @bitcasts() -> (i32, f32) {
// CHECK-NEXT:      %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT:      %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:      return %c1065353216_i32, %cst : i32, f32
// CHECK-NEXT:    }
func.func @bitcasts() -> (i32, f32) {
  %f = arith.constant 1.0 : f32
  %i = arith.constant 1073741824 : i32
  %0 = arith.bitcast %f : f32 to i32
  %1 = arith.bitcast %i : i32 to f32
  return %0, %1 : i32, f32
}

// -----

// CHECK-LABEL: func.func @float_constants() -> (f32, f32, f32, f32, f64) {
// CHECK-NEXT:      %cst = arith.constant 3.750000e+00 : f32
// CHECK-NEXT:      %cst_0 = arith.constant -7.500000e-01 : f32
// CHECK-NEXT:      %cst_1 = arith.constant 3.375000e+00 : f32
// CHECK-NEXT:      %cst_2 = arith.constant 0.666666686 : f32
// CHECK-NEXT:      %cst_3 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:      return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f64
// CHECK-NEXT:    }
func.func @float_constants() -> (f32, f32, f32, f32, f64) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %g = arith.constant 3.0 : f64
  %h = arith.constant 0.1 : f64
  %4 = arith.mulf %g, %h : f64
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f64
}

// -----

// CHECK-LABEL: func.func @float_identities(%arg0: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:      %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:      return %arg0, %0, %arg0, %arg0, %arg0 : f32, f32, f32, f32, f32
// CHECK-NEXT:    }
func.func @float_identities(%x: f32) -> (f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %z : f32
  %2 = arith.subf %x, %z : f32
  %3 = arith.mulf %x, %one : f32
  %4 = arith.divf %x, %one : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @float_min_max(%arg0: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT:      %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:      return %cst, %cst_0, %arg0, %arg0 : f32, f32, f32, f32
// CHECK-NEXT:    }
func.func @float_min_max(%x: f32) -> (f32, f32, f32, f32) {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maximumf %x, %ninf : f32
  %3 = arith.maximumf %x, %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @negf(%arg0: f64) -> (f64, f64) {
// CHECK-NEXT:      %cst = arith.constant -2.500000e+00 : f64
// CHECK-NEXT:      return %cst, %arg0 : f64, f64
// CHECK-NEXT:    }
func.func @negf(%x: f64) -> (f64, f64) {
  %c = arith.constant 2.5 : f64
  %0 = arith.negf %c : f64
  %1 = arith.negf %x : f64
  %2 = arith.negf %1 : f64
  return %0, %2 : f64, f64
}

// -----

// CHECK-LABEL: func.func @cmpf_constants() -> (i1, i1, i1, i1) {
// CHECK-NEXT:      %true = arith.constant true
// CHECK-NEXT:      %false = arith.constant false
// CHECK-NEXT:      return %true, %false, %true, %false : i1, i1, i1, i1
// CHECK-NEXT:    }
func.func @cmpf_constants() -> (i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf oeq, %nan, %nan : f32
  %2 = arith.cmpf uno, %nan, %a : f32
  %3 = arith.cmpf une, %a, %a : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @f16_and_bf16() -> (f16, bf16) {
// CHECK-NEXT:      %cst = arith.constant 3.000000e+00 : f16
// CHECK-NEXT:      %cst_0 = arith.constant 6.250000e-02 : bf16
// CHECK-NEXT:      return %cst, %cst_0 : f16, bf16
// CHECK-NEXT:    }
func.func @f16_and_bf16() -> (f16, bf16) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 0.25 : bf16
  %0 = arith.addf %a, %a : f16
  %1 = arith.mulf %b, %b : bf16
  return %0, %1 : f16, bf16
}

// -----

// CHECK-LABEL: func.func @constants_dedup_and_hoist(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:      %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      "x.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %0 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:      return %0 : i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %1 = arith.addi %arg1, %c7_i32 : i32
// CHECK-NEXT:      return %1 : i32
// CHECK-NEXT:    }
func.func @constants_dedup_and_hoist(%c: i1, %x: i32) -> i32 {
  "x.cond_br"(%c)[^a, ^b] : (i1) -> ()
^a:
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
^b:
  %c1b = arith.constant 1 : i32
  %1 = arith.muli %x, %c1b : i32
  %c7 = arith.constant 7 : i32
  %2 = arith.addi %1, %c7 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @dead_ops_erased(%arg0: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
func.func @dead_ops_erased(%x: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %0 = arith.addi %x, %c9 : i32
  %1 = arith.muli %0, %0 : i32
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @fold_chain_to_constant() -> i32 {
// CHECK-NEXT:      %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:      return %c32_i32 : i32
// CHECK-NEXT:    }
func.func @fold_chain_to_constant() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %c1 : i32
  %3 = arith.shli %2, %c2 : i32
  return %3 : i32
}

// -----

// CHECK-LABEL: func.func @side_effects_stay(%arg0: i32) {
// CHECK-NEXT:      call @sink(%arg0) : (i32) -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @sink(i32)
func.func @side_effects_stay(%x: i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  func.call @sink(%0) : (i32) -> ()
  return
}
func.func private @sink(i32)

// -----

// muli by zero and by one fold to an operand, an existing constant that keeps its place, while
// muli of two constants makes a new constant where the op was: the order is mlir-opt's.
// CHECK-LABEL: func.func @muli_identities_keep_constant_order() -> (i64, i64, i64, i64) {
// CHECK-NEXT:      %c11_i64 = arith.constant 11 : i64
// CHECK-NEXT:      %c9_i64 = arith.constant 9 : i64
// CHECK-NEXT:      %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:      %c14_i64 = arith.constant 14 : i64
// CHECK-NEXT:      return %c14_i64, %c0_i64, %c9_i64, %c11_i64 : i64, i64, i64, i64
// CHECK-NEXT:    }
func.func @muli_identities_keep_constant_order() -> (i64, i64, i64, i64) {
  %a0 = arith.constant 7 : i64
  %b0 = arith.constant 2 : i64
  %r0 = arith.muli %a0, %b0 : i64
  %a1 = arith.constant 5 : i64
  %b1 = arith.constant 0 : i64
  %r1 = arith.muli %a1, %b1 : i64
  %a2 = arith.constant 9 : i64
  %b2 = arith.constant 1 : i64
  %r2 = arith.muli %a2, %b2 : i64
  %a3 = arith.constant 11 : i64
  %b3 = arith.constant 1 : i64
  %r3 = arith.muli %a3, %b3 : i64
  return %r0, %r1, %r2, %r3 : i64, i64, i64, i64
}
