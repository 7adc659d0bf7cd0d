// The scf ops in custom form: for (with and without iter_args, unsigned), forall (in and
// bounds forms, shared_outs with in_parallel and tensor.parallel_insert_slice), if (with and
// without else and results), index_switch, while/condition; implicit scf.yield elision.

func.func @loops(%lb: index, %ub: index, %step: index, %init: f32, %cond: i1, %sel: index) -> f32 {
  scf.for %iv = %lb to %ub step %step {
    "foo.body"(%iv) : (index) -> ()
  }
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next : f32
  }
  %pair:2 = scf.for %iv = %lb to %ub step %step iter_args(%a = %init, %b = %init) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  %c0_i32 = arith.constant 0 : i32
  %c10_i32 = arith.constant 10 : i32
  %c1_i32 = arith.constant 1 : i32
  scf.for unsigned %i = %c0_i32 to %c10_i32 step %c1_i32 : i32 {
  }
  scf.for %i = %c0_i32 to %c10_i32 step %c1_i32 : i32 {
    "foo.body"(%i) : (i32) -> ()
  }
  scf.if %cond {
    "foo.then"() : () -> ()
  }
  scf.if %cond {
    "foo.then"() : () -> ()
  } else {
    "foo.else"() : () -> ()
  }
  %r = scf.if %cond -> (f32) {
    scf.yield %init : f32
  } else {
    scf.yield %sum : f32
  }
  %r2:2 = scf.if %cond -> (f32, index) {
    scf.yield %init, %sel : f32, index
  } else {
    scf.yield %sum, %lb : f32, index
  }
  %s = scf.index_switch %sel -> f32
  case 2 {
    scf.yield %init : f32
  }
  case 5 {
    scf.yield %sum : f32
  }
  default {
    scf.yield %r : f32
  }
  scf.index_switch %sel
  case 1 {
    "foo.one"() : () -> ()
    scf.yield
  }
  default {
  }
  %s2:2 = scf.index_switch %sel -> f32, i32
  default {
    scf.yield %r, %c1_i32 : f32, i32
  }
  %w = scf.while (%arg = %init) : (f32) -> f32 {
    %c = "foo.cond"(%arg) : (f32) -> i1
    scf.condition(%c) %arg : f32
  } do {
  ^bb0(%arg: f32):
    scf.yield %arg : f32
  }
  %w2:2 = scf.while (%x = %init, %y = %sel) : (f32, index) -> (f32, index) {
    scf.condition(%cond) %x, %y : f32, index
  } do {
  ^bb0(%x: f32, %y: index):
    scf.yield %x, %y : f32, index
  }
  scf.while : () -> () {
    scf.condition(%cond)
  } do {
    scf.yield
  }
  return %s : f32
}

// Attribute dictionaries, negative case values and explicit terminators with attributes.
func.func @attributes(%lb: index, %c: i1, %x: f32) {
  scf.for %iv = %lb to %lb step %lb {
  } {foo.tag = 1 : i32}
  scf.if %c {
  } {foo.tag}
  scf.index_switch %lb {foo.a}
  case 3 {
    scf.yield
  }
  case -1 {
    "foo.x"() : () -> ()
    scf.yield
  }
  default {
    "foo.y"() : () -> ()
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) {foo.b} %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield {foo.c} %b : f32
  } attributes {foo.d}
  return
}

// scf.forall: the `in` form (also printed for constant 0 lower bounds and unit steps), explicit
// bounds, shared outputs written by tensor.parallel_insert_slice in scf.forall.in_parallel.
func.func @forall(%lb: index, %ub: index, %st: index, %t: tensor<8x16xf32>, %s: tensor<2x16xf32>, %n: index) -> tensor<8x16xf32> {
  scf.forall (%i) in (%ub) {
    "foo.body"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (%lb, 0) to (%ub, 8) step (%st, 2) {
    "foo.body"(%i, %j) : (index, index) -> ()
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %sl = tensor.extract_slice %o[%i, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sl into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  }
  %r2:2 = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t, %p = %t) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] {foo.a} : tensor<2x16xf32> into tensor<8x16xf32>
      tensor.parallel_insert_slice %s into %p[%n, 0] [2, 16] [1, %j] : tensor<2x16xf32> into tensor<8x16xf32>
    }
  } {foo.attr = 1 : i32}
  return %r : tensor<8x16xf32>
}
