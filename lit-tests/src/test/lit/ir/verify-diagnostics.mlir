// Expected diagnostics are matched by line and message; a chunk whose expected errors all
// occur succeeds and prints nothing.
// RUN: raptor-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s \
// RUN:   | filecheck %s

// CHECK-NOT: builtin.module
// expected-error@+1 {{requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error@below {{use of undeclared SSA value name}}
"foo.a"(%undefined) : (i32) -> ()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'}}
module attributes {bad = 1} {
}

// -----

"foo.s"() {sym_name = "dup"} : () -> ()
// expected-note@-1 {{see existing symbol definition here}}
// expected-error-re@+1 {{redefinition of symbol named '{{[a-z]+}}'}}
"foo.s"() {sym_name = "dup"} : () -> ()

// -----

// A chunk without errors is printed as usual.
// CHECK: "foo.fine"() : () -> ()
"foo.fine"() : () -> ()
