// Bad command lines and inputs end with a message and exit code 1; -o writes only on success.
// RUN: not raptor-opt --no-such-flag %s 2>&1 | filecheck %s --check-prefix=FLAG
// FLAG: raptor-opt: Unknown command line argument '--no-such-flag'.  Try: 'raptor-opt --help'

// RUN: not raptor-opt %S/does-not-exist.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// MISSING: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory

// RUN: not raptor-opt %s 2>&1 | filecheck %s --check-prefix=UNREGISTERED
// UNREGISTERED: command-line.mlir:[[#@LINE+3]]:8: error: operation being parsed with an unregistered dialect

// RUN: raptor-opt --allow-unregistered-dialect %s -o %t.out && filecheck %s --input-file %t.out
"foo.a"() : () -> ()
// CHECK: "foo.a"() : () -> ()

// RUN: raptor-opt --help | filecheck %s --check-prefix=HELP
// HELP: USAGE: raptor-opt [options] <input file>
// HELP: --split-input-file
