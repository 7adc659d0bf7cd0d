// RUN: raptor-opt %s --split-input-file --verify-diagnostics | filecheck %s

// CHECK: ext.scope {
// CHECK-NEXT: ext.tick 2
ext.scope {
  "ext.tick"() <{count = 2 : i32}> : () -> ()
}

// -----

func.func @outside() {
  // expected-error@+1 {{'ext.tick' op expects parent op 'ext.scope'}}
  ext.tick 1
  return
}

// -----

ext.scope {
  // expected-error@+1 {{'ext.tick' op count must be positive, got 0}}
  ext.tick 0
}
