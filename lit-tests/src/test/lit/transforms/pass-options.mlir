// Pass options: key=value lists in braces or after '=' on a pass flag, list options, and the
// messages of LLVM's command-line library for bad values. Lines marked "mlir-opt" were
// generated from mlir-opt 22; mlir-opt reports unknown options and failed constraints without
// a position, raptor-opt points at the offending key with a caret.

// List options print in braces, as mlir-opt prints them (mlir-opt).
// RUN: raptor-opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns=a,b enable-patterns=c})' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=LIST
// RUN: raptor-opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns={a,b} enable-patterns={c}})' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=LIST
// LIST: canonicalize{disable-patterns={a,b} enable-patterns={c} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}

// RUN: raptor-opt %s --canonicalize='disable-patterns=x,y' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=FLAG-LIST
// FLAG-LIST: canonicalize{disable-patterns={x,y}  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}

// Booleans take true/false/1/0, and a bare key means true (mlir-opt).
// RUN: raptor-opt %s --pass-pipeline='builtin.module(canonicalize{test-convergence top-down=0})' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=BOOL
// BOOL: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=false}

// Enum options (mlir-opt).
// RUN: raptor-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=disabled})' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=ENUM
// ENUM: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=disabled test-convergence=false top-down=true}

// Options of a test pass, written both ways.
// RUN: raptor-opt %s --test-legalize-patterns=mode=full --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=TEST-PASS
// RUN: raptor-opt %s --pass-pipeline='builtin.module(test-legalize-patterns{mode=full})' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=TEST-PASS
// TEST-PASS: test-legalize-patterns{mode=full}

// RUN: not raptor-opt %s --pass-pipeline='builtin.module(canonicalize{nosuch=1})' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:14: error: no such option nosuch
// UNKNOWN-NEXT: canonicalize{nosuch=1}
// UNKNOWN-NEXT: {{^}}             ^

// RUN: not raptor-opt %s --cse=foo 2>&1 | filecheck %s --check-prefix=UNKNOWN-FLAG
// UNKNOWN-FLAG: no such option foo

// RUN: not raptor-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations})' 2>&1 | filecheck %s --check-prefix=NO-VALUE
// NO-VALUE: error: for the --max-iterations option: requires a value!

// RUN: not raptor-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=ten})' 2>&1 | filecheck %s --check-prefix=BAD-INT
// BAD-INT:      Parser:1:29: error: for the --max-iterations option: 'ten' value invalid for long argument!
// BAD-INT-NEXT: canonicalize{max-iterations=ten}
// BAD-INT-NEXT: {{^}}                            ^

// RUN: not raptor-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=fast})' 2>&1 | filecheck %s --check-prefix=BAD-ENUM
// BAD-ENUM: Parser:1:30: error: for the --region-simplify option: Cannot find option named 'fast'!

// RUN: not raptor-opt %s --test-legalize-patterns=mode=half 2>&1 | filecheck %s --check-prefix=BAD-FLAG-ENUM
// BAD-FLAG-ENUM: for the --mode option: Cannot find option named 'half'!

// A value the pass rejects after parsing.
// RUN: not raptor-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=0})' 2>&1 | filecheck %s --check-prefix=RANGE
// RANGE: error: max-iterations must be positive or -1, got 0

// RUN: not raptor-opt %s --test-greedy-patterns=max-iterations=-5 2>&1 | filecheck %s --check-prefix=RANGE-FLAG
// RANGE-FLAG: max-iterations must be positive or -1, got -5

module {
}
