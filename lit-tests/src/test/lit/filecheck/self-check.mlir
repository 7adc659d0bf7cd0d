// RUN: filecheck --input-file %s %s
// The check lines at the end of this file match its text.

func.func @main() {
  return
}

// CHECK:       The check lines [[WHERE:at the end]] of this file
// CHECK-SAME:  match its text.
// CHECK-LABEL: func.func @main() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK:       {{\[\[}}WHERE:[[WHERE]]{{\]\]}}
