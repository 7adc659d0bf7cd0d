// A failing FileCheck run fails with LLVM's message, exit code 1, and the location of the
// directive that failed.
// RUN: not filecheck %s --input-file %S/Inputs/ops.txt --check-prefix=BAD 2>&1 \
// RUN:   | filecheck %s --check-prefix=ERR
// RUN: not filecheck %s --input-file %S/Inputs/ops.txt --check-prefix=NEXT 2>&1 \
// RUN:   | filecheck %s --check-prefix=NEXT-ERR

// BAD: func.func @sub
// ERR: errors.mlir:[[#@LINE-1]]:9: error: {{B}}AD: expected string not found in input
// ERR-NEXT: // {{B}}AD: func.func @sub
// ERR-NEXT: {{^}}        ^
// ERR-NEXT: ops.txt:1:1: note: scanning from here
// ERR: ops.txt:2:2: note: possible intended match here

// NEXT: arith.addi
// NEXT-NEXT: return
// NEXT-ERR: errors.mlir:[[#@LINE-1]]:15: error: NEXT{{-}}NEXT: is not on the line after the previous match
// NEXT-ERR: ops.txt:5:2: note: 'next' match was here
// NEXT-ERR: ops.txt:3:17: note: previous match ended here
// NEXT-ERR: ops.txt:4:1: note: non-matching line after previous match is here
