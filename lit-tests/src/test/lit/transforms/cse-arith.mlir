// cse on arith and func: equal side-effect-free ops merge (same name, operands in order or
// in any order for commutative ops, properties and result types), dead ones go, and every
// function is a scope of its own. The CHECK lines were generated from mlir-opt 22's output on
// this file (mlir-opt --allow-unregistered-dialect --split-input-file --cse), so they assert
// that raptor-opt prints exactly what mlir-opt prints.
// RUN: raptor-opt --allow-unregistered-dialect --split-input-file %s --cse | filecheck %s
// CHECK-LABEL: func.func @same_constants() -> (i32, i32) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      return %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT:    }
func.func @same_constants() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @different_constants() -> (i32, i64) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:      return %c1_i32, %c1_i64 : i32, i64
// CHECK-NEXT:    }
func.func @different_constants() -> (i32, i64) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i64
  return %0, %1 : i32, i64
}

// -----

// CHECK-LABEL: func.func @same_binary_ops(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:      %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:      return %0, %0 : i32, i32
// CHECK-NEXT:    }
func.func @same_binary_ops(%x: i32, %y: i32) -> (i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %x, %y : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @commutative_operands_in_any_order(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:      %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:      return %0, %0 : i32, i32
// CHECK-NEXT:    }
func.func @commutative_operands_in_any_order(%x: i32, %y: i32) -> (i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %y, %x : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @attributes_matter(%arg0: i32, %arg1: i32) -> (i1, i1, i32, i32) {
// CHECK-NEXT:      %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:      %1 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:      %2 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:      %3 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:      return %0, %1, %2, %3 : i1, i1, i32, i32
// CHECK-NEXT:    }
func.func @attributes_matter(%x: i32, %y: i32) -> (i1, i1, i32, i32) {
  %0 = arith.cmpi slt, %x, %y : i32
  %1 = arith.cmpi sgt, %x, %y : i32
  %2 = arith.addi %x, %y overflow<nsw> : i32
  %3 = arith.addi %x, %y : i32
  return %0, %1, %2, %3 : i1, i1, i32, i32
}

// -----

// CHECK-LABEL: func.func @chains(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:      %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT:      %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:      return %1, %1 : i32, i32
// CHECK-NEXT:    }
func.func @chains(%x: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %x, %c2 : i32
  %1 = arith.addi %0, %x : i32
  %c2b = arith.constant 2 : i32
  %2 = arith.muli %x, %c2b : i32
  %3 = arith.addi %2, %x : i32
  return %1, %3 : i32, i32
}

// -----

// CHECK-LABEL: func.func @dead_ops(%arg0: i32) -> i32 {
// CHECK-NEXT:      %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
func.func @dead_ops(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @across_blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:      "x.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      return %0 : i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:      %2 = arith.addi %1, %1 : i32
// CHECK-NEXT:      return %2 : i32
// CHECK-NEXT:    }
func.func @across_blocks(%c: i1, %x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  "x.cond_br"(%c)[^a, ^b] : (i1) -> ()
^a:
  %1 = arith.addi %x, %x : i32
  return %1 : i32
^b:
  %2 = arith.muli %x, %x : i32
  %3 = arith.muli %x, %x : i32
  %4 = arith.addi %2, %3 : i32
  return %4 : i32
}

// -----

// CHECK-LABEL: func.func @side_effects_stay() -> (i32, i32) {
// CHECK-NEXT:      %0 = "x.read"() : () -> i32
// CHECK-NEXT:      %1 = "x.read"() : () -> i32
// CHECK-NEXT:      return %0, %1 : i32, i32
// CHECK-NEXT:    }
func.func @side_effects_stay() -> (i32, i32) {
  %0 = "x.read"() : () -> i32
  %1 = "x.read"() : () -> i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @calls_stay(%arg0: i32) {
// CHECK-NEXT:      call @sink(%arg0) : (i32) -> ()
// CHECK-NEXT:      call @sink(%arg0) : (i32) -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @sink(i32)
func.func @calls_stay(%x: i32) {
  func.call @sink(%x) : (i32) -> ()
  func.call @sink(%x) : (i32) -> ()
  return
}
func.func private @sink(i32)

// -----

// CHECK-LABEL: func.func @functions_are_isolated() -> i32 {
// CHECK-NEXT:      %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:      return %c4_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @other() -> i32 {
// CHECK-NEXT:      %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:      return %c4_i32 : i32
// CHECK-NEXT:    }
func.func @functions_are_isolated() -> i32 {
  %0 = arith.constant 4 : i32
  return %0 : i32
}
func.func @other() -> i32 {
  %0 = arith.constant 4 : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @nested_region_sees_outer(%arg0: i32) {
// CHECK-NEXT:      "x.region"() ({
// CHECK-NEXT:        %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:        "x.use"(%0) : (i32) -> ()
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
func.func @nested_region_sees_outer(%x: i32) {
  %0 = arith.addi %x, %x : i32
  "x.region"() ({
    %1 = arith.addi %x, %x : i32
    "x.use"(%1) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32) -> (f32, f32, f32) {
// CHECK-NEXT:      %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:      %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:      return %0, %0, %1 : f32, f32, f32
// CHECK-NEXT:    }
func.func @float_ops(%a: f32, %b: f32) -> (f32, f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b : f32
  %2 = arith.addf %a, %b fastmath<fast> : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @casts(%arg0: i32) -> (index, index, i64) {
// CHECK-NEXT:      %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:      %1 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:      return %0, %0, %1 : index, index, i64
// CHECK-NEXT:    }
func.func @casts(%x: i32) -> (index, index, i64) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %x : i32 to index
  %2 = arith.extsi %x : i32 to i64
  return %0, %1, %2 : index, index, i64
}

// -----

// CHECK-LABEL: func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:      %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:      return %0, %0 : i32, i32
// CHECK-NEXT:    }
func.func @selects(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0 = arith.select %c, %x, %y : i32
  %1 = arith.select %c, %x, %y : i32
  return %0, %1 : i32, i32
}
