// Invalid scf ops, one per chunk, checked with --split-input-file --verify-diagnostics.

func.func @for_iter_count(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_iv_type(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_yield_type(%lb: index, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %0 = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %y : i32
  }
  return
}

// -----

func.func @for_terminator(%lb: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'foo.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index):
    "foo.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_bound_kind(%lb: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_missing_to(%lb: index) {
  // expected-error@+1 {{expected 'to'}}
  scf.for %iv = %lb %lb step %lb {
  }
  return
}

// -----

func.func @for_missing_step(%lb: index) {
  scf.for %iv = %lb to %lb {
  // expected-error@-1 {{expected 'step'}}
  }
  return
}

// -----

func.func @if_condition_type(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_without_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @yield_parent() {
  "foo.region"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @switch_case_count(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate_case(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_yield_count(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %0 = scf.index_switch %a -> f32
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @switch_missing_cases(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%a) ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @condition_parent(%c: i1) {
  "foo.region"() ({
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }) : () -> ()
  return
}

// -----

func.func @while_input_count(%x: f32) {
  // expected-error@+1 {{expected as many input types as operands (expected 1 got 0)}}
  %0 = scf.while (%a = %x) : () -> f32 {
    scf.condition(%a) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_terminator(%x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    // expected-note@+1 {{terminator here}}
    "scf.yield"(%a) : (f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @for_iter_args_types(%lb: index, %x: f32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %0:2 = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> (f32, f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @while_after_terminator(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note@+1 {{terminator here}}
    "foo.end"(%b) : (f32) -> ()
  }
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %0 = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> tensor<4xf32>
  return
}

// -----

func.func @forall_dps_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @forall_mapping_rank() {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @forall_region_args(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_iv_type() {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_bounds(%n: index) {
  // expected-error@+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_dynamic_bounds(%n: index) {
  // expected-error@+1 {{expected 0 dynamic step values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @in_parallel_ops(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "foo.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @in_parallel_parent() {
  "foo.region"() ({
    // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @parallel_insert_dest(%n: index, %t: tensor<4xf32>, %s: tensor<1xf32>) {
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @parallel_insert_size(%n: index, %t: tensor<4xf32>, %s: tensor<2xf32>) {
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected type to be 'tensor<1xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @for_keyword(%lb: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %iv = %lb, %lb to %lb step %lb {
  }
  return
}

// -----

func.func @while_type_location(%x: f32) {
  %w = scf.while (%a = %x)
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
      : () -> f32 {
    %c = "foo.cond"() : () -> i1
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_not_function_type(%x: f32) {
  %w = scf.while (%a = %x)
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'f32'}}
      : f32 {
  } do {
  }
  return
}

// -----

func.func @for_count_location(%lb: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x, %b = %x)
      -> (f32) {
  }
  return
}

// -----

func.func @for_iter_args_paren(%lb: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' expected '('}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args %a = %x) -> (f32) {
  }
  return
}

// -----

func.func @for_iter_args_close(%lb: index, %x: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x -> (f32) {
  }
  return
}

// -----

// expected-note@+1 {{previously referenced here}}
func.func @for_iv_in_use(%lb: index) {
  // expected-error@+1 {{region entry argument '%lb' is already in use}}
  scf.for %lb = %lb to %lb step %lb {
  }
  return
}

// -----

func.func @for_block_name(%lb: index) {
  scf.for %iv = %lb to %lb step %lb {
  // expected-error@+1 {{invalid block name in region with named arguments}}
  ^bb0:
  }
  return
}

// -----

func.func @while_result_number(%x: f32) {
  // expected-error@+1 {{result number not allowed in argument list}}
  %w = scf.while (%a#1 = %x) : (f32) -> f32 {
  } do {
  }
  return
}

// -----

func.func @forall_paren(%n: index) {
  // expected-error@+1 {{expected '(' in argument list}}
  scf.forall %i in (%n) {
  }
  return
}

// -----

func.func @forall_outs_count(%n: index, %t: tensor<4xf32>) {
  %0 = scf.forall (%i) in (%n)
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
      shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @switch_case_value(%n: index) {
  scf.index_switch %n
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case case 1 {
    scf.yield
  }
  default {
  }
  return
}


// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_condition_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %w = scf.while (%a = %x) : (f32) -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_condition_count(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %w = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a, %a : f32, f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
