// Bad pipelines and pass options end with mlir-opt's messages and exit code 1.
// RUN: not raptor-opt %s --pass-pipeline='builtin.module(cse, nosuchpass)' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:6: error: 'nosuchpass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: cse, nosuchpass
// UNKNOWN-NEXT: {{^}}     ^

// RUN: not raptor-opt %s --pass-pipeline='cse' 2>&1 | filecheck %s --check-prefix=ANCHOR
// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not raptor-opt %s --pass-pipeline='func.func(cse)' 2>&1 | filecheck %s --check-prefix=NESTING
// NESTING: pipeline-errors.mlir:[[# @LINE + 26]]:1: error: can't run 'func.func' pass manager on 'builtin.module' op

// RUN: not raptor-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | filecheck %s --check-prefix=PARENS
// PARENS: Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline

// RUN: not raptor-opt %s --cse --pass-pipeline='builtin.module(cse)' 2>&1 | filecheck %s --check-prefix=MIXED
// MIXED: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// RUN: not raptor-opt %s --canonicalize=max-iterations=abc 2>&1 | filecheck %s --check-prefix=FLAGVALUE
// FLAGVALUE: {{^.*}}: for the --max-iterations option: 'abc' value invalid for long argument!

// RUN: not raptor-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=maybe})' 2>&1 | filecheck %s --check-prefix=VALUE
// VALUE:      Parser:1:23: error: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// VALUE-NEXT: canonicalize{top-down=maybe}
// VALUE-NEXT: {{^}}                      ^

// RUN: not raptor-opt %s --mlir-print-ir-after=nosuch --cse 2>&1 | filecheck %s --check-prefix=PRINT
// PRINT: {{^.*}}: for the --mlir-print-ir-after option: Cannot find option named 'nosuch'!

// RUN: raptor-opt %s --canonicalize="max-iterations=3 top-down=false" --cse --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP
// DUMP:      Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false},
// DUMP-NEXT:   cse
// DUMP-NEXT: )

module {
}
