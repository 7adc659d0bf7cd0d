// Unmet expectations, unexpected diagnostics and wrong severities are reported, and the run
// fails; unmet expectations come last, in file order.
// RUN: not raptor-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s \
// RUN:   2>&1 | filecheck %s

// CHECK: verify-diagnostics-failures.mlir:[[#@LINE+1]]:4: error: 'error' diagnostic emitted when expecting a 'warning'
// expected-warning@+1 {{requires one region}}
"builtin.module"() : () -> ()

// -----

// CHECK: verify-diagnostics-failures.mlir:[[#@LINE+1]]:1: error: unexpected error: 'builtin.module' op requires one region
"builtin.module"() : () -> ()

// -----

// CHECK: verify-diagnostics-failures.mlir:[[#@LINE+2]]:4: error: expected error "never produced" was not produced
// CHECK-NEXT: // expected-{{error}}@+1 {{[{][{]}}never produced{{[}][}]}}
// expected-error@+1 {{never produced}}
"foo.ok"() : () -> ()
