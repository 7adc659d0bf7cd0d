// Bad check files end with exit code 2 and a clear message.
// RUN: not filecheck %s --input-file %s --check-prefix=UNUSED 2>&1 \
// RUN:   | filecheck %s --check-prefix=NONE
// RUN: not filecheck %s --input-file %s --check-prefix=BADRE 2>&1 \
// RUN:   | filecheck %s --check-prefix=REGEX

// NONE: error: no check strings found with prefix 'UNU{{S}}ED:'

// BADRE: {{a**}}
// REGEX: usage-errors.mlir:[[#@LINE-1]]:13: error: invalid regex: repetition-operator operand invalid
