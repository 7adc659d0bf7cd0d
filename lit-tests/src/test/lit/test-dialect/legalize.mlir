// Dialect conversion through --test-legalize-patterns: test.illegal becomes test.legal, i16
// operands are widened to i32 through builtin.unrealized_conversion_cast materializations,
// and an op that stays illegal (partial) or of unknown legality (full) fails the pass.
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file %s --test-legalize-patterns 2>/dev/null | filecheck %s --check-prefix=PARTIAL
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file %s --test-legalize-patterns 2>&1 >/dev/null | filecheck %s --check-prefix=PARTIAL-ERR
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file %s --test-legalize-patterns=mode=full 2>/dev/null | filecheck %s --check-prefix=FULL
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file %s --pass-pipeline='builtin.module(test-legalize-patterns{mode=full})' 2>&1 >/dev/null | filecheck %s --check-prefix=FULL-ERR

// PARTIAL-LABEL: func.func @no_operands() {
// PARTIAL-NEXT:    test.legal
// PARTIAL-NEXT:    return
// FULL-LABEL:    func.func @no_operands() {
// FULL-NEXT:       test.legal
// FULL-NEXT:       return
func.func @no_operands() {
  test.illegal
  return
}

// -----

// Legal operand types need no materialization.
// PARTIAL-LABEL: func.func @legal_types(%arg0: i32, %arg1: f32) {
// PARTIAL-NEXT:    test.legal %arg0, %arg1 : i32, f32
// PARTIAL-NEXT:    return
// FULL-LABEL:    func.func @legal_types(%arg0: i32, %arg1: f32) {
// FULL-NEXT:       test.legal %arg0, %arg1 : i32, f32
func.func @legal_types(%a: i32, %b: f32) {
  test.illegal %a, %b : i32, f32
  return
}

// -----

// PARTIAL-LABEL: func.func @widen(%arg0: i16, %arg1: i32) {
// PARTIAL-NEXT:    %[[W:.*]] = builtin.unrealized_conversion_cast %arg0 : i16 to i32
// PARTIAL-NEXT:    test.legal %[[W]], %arg1 : i32, i32
// PARTIAL-NEXT:    return
// FULL-LABEL:    func.func @widen(%arg0: i16, %arg1: i32) {
// FULL-NEXT:       %[[W:.*]] = builtin.unrealized_conversion_cast %arg0 : i16 to i32
// FULL-NEXT:       test.legal %[[W]], %arg1 : i32, i32
func.func @widen(%a: i16, %b: i32) {
  test.illegal %a, %b : i16, i32
  return
}

// -----

// Every i16 operand gets its own cast, in operand order.
// PARTIAL-LABEL: func.func @widen_each(%arg0: i16, %arg1: i16) {
// PARTIAL-NEXT:    %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : i16 to i32
// PARTIAL-NEXT:    %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : i16 to i32
// PARTIAL-NEXT:    test.legal %[[A]], %[[B]] : i32, i32
func.func @widen_each(%a: i16, %b: i16) {
  test.illegal %a, %b : i16, i16
  return
}

// -----

// Ops produced by other ops are converted too; nested regions are visited.
// PARTIAL-LABEL: func.func @nested() {
// PARTIAL-NEXT:    %[[V:.*]] = test.op -> i16
// PARTIAL-NEXT:    test.region {
// PARTIAL-NEXT:      %[[W:.*]] = builtin.unrealized_conversion_cast %[[V]] : i16 to i32
// PARTIAL-NEXT:      test.legal %[[W]] : i32
// PARTIAL-NEXT:    }
func.func @nested() {
  %v = test.op -> i16
  test.region {
    test.illegal %v : i16
  }
  return
}

// -----

// A partial conversion leaves ops of unknown legality alone; a full one rejects them.
// PARTIAL-LABEL: func.func @unknown_legality() {
// PARTIAL-NEXT:    "x.unknown"() : () -> ()
// PARTIAL-NEXT:    test.legal
// FULL-NOT:      @unknown_legality
// FULL-ERR:      legalize.mlir:[[# @LINE + 2]]:3: error: failed to legalize operation 'x.unknown'
func.func @unknown_legality() {
  "x.unknown"() : () -> ()
  test.illegal
  return
}

// -----

// An illegal op no pattern converts fails both conversions.
// PARTIAL-NOT:   @unconvertible
// PARTIAL-ERR:   legalize.mlir:[[# @LINE + 3]]:3: error: failed to legalize operation 'test.unconvertible' that was explicitly marked illegal
// FULL-ERR:      legalize.mlir:[[# @LINE + 2]]:3: error: failed to legalize operation 'test.unconvertible'
func.func @unconvertible() {
  test.unconvertible
  return
}

// -----

// The first failure ends the chunk; later chunks still run.
// PARTIAL-LABEL: func.func @after_failure() {
// PARTIAL-NEXT:    test.legal
// FULL-LABEL:    func.func @after_failure() {
// FULL-NEXT:       test.legal
func.func @after_failure() {
  test.illegal
  return
}
