// Bad command lines and inputs end with a message and exit code 1; -o writes only on success.
// RUN: not raptor-opt --no-such-flag %s 2>&1 | filecheck %s --check-prefix=FLAG
// FLAG: raptor-opt: Unknown command line argument '--no-such-flag'.  Try: 'raptor-opt --help'

// A misspelled flag gets the closest documented one.
// RUN: not raptor-opt --crossbar-cout=2 %s 2>&1 | filecheck %s --check-prefix=SUGGEST
// SUGGEST: raptor-opt: Unknown command line argument '--crossbar-cout=2'.  Try: 'raptor-opt --help'
// SUGGEST-NEXT: raptor-opt: Did you mean '--crossbar-count'?

// RUN: not raptor-opt %S/does-not-exist.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// MISSING: raptor-opt: error: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
// RUN: not raptor-opt %S 2>&1 | filecheck %s --check-prefix=DIRECTORY
// DIRECTORY: raptor-opt: error: cannot open input file '{{.*}}': Is a directory
// RUN: not raptor-opt /dev/zero 2>&1 | filecheck %s --check-prefix=DEVICE
// DEVICE: raptor-opt: error: cannot open input file '/dev/zero': not a regular file or pipe
// RUN: not raptor-opt --max-input-size=16 %s 2>&1 | filecheck %s --check-prefix=LIMIT
// LIMIT: raptor-opt: error: input file '{{.*}}command-line.mlir' is larger than the input limit of 16 bytes; raise it with --max-input-size=BYTES
// RUN: not raptor-opt --allow-unregistered-dialect %s -o %t.nodir/out.mlir 2>&1 | filecheck %s --check-prefix=NODIR
// NODIR: raptor-opt: error: cannot write '{{.*}}.nodir/out.mlir': No such file or directory

// Devices are written through, never replaced.
// RUN: raptor-opt --allow-unregistered-dialect %s -o /dev/null

// RUN: not raptor-opt %s 2>&1 | filecheck %s --check-prefix=UNREGISTERED
// UNREGISTERED: command-line.mlir:[[#@LINE+3]]:8: error: operation being parsed with an unregistered dialect

// RUN: raptor-opt --allow-unregistered-dialect %s -o %t.out && filecheck %s --input-file %t.out
"foo.a"() : () -> ()
// CHECK: "foo.a"() : () -> ()

// RUN: raptor-opt --help | filecheck %s --check-prefix=HELP
// HELP: USAGE: raptor-opt [options] <input file>
// HELP: --split-input-file
