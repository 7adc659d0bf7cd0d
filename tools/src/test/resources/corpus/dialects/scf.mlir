// The scf ops in custom form: for (with and without iter_args, unsigned), if (with and
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
