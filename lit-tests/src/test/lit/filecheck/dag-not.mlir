// CHECK-DAG, CHECK-NOT and --implicit-check-not against a small input.
// RUN: filecheck %s --input-file %S/Inputs/ops.txt --check-prefix=DAG
// RUN: not filecheck %s --input-file %S/Inputs/ops.txt --check-prefix=DAG \
// RUN:   --implicit-check-not=forbidden 2>&1 | filecheck %s --check-prefix=IMPLICIT

// DAG-LABEL: func.func @add
// DAG-DAG:   %1 = arith.muli
// DAG-DAG:   %0 = arith.addi
// DAG-NOT:   arith.subi
// DAG:       return %1

// IMPLICIT: command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input
// IMPLICIT-NEXT: -implicit-check-not='forbidden'
// IMPLICIT: ops.txt:7:5: note: found here
