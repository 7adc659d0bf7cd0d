// RUN: filecheck --input-file %s %s
// Numeric variables, @LINE expressions and COUNT.

// value 0x1f
// next 0x20, or 32 in decimal, 31 before
// CHECK:      value [[#%#x,V:]]
// CHECK-NEXT: next [[#%#x,V+1]], or [[#%u,V+1]] in decimal, [[#%u,V]] before
// line 8
// CHECK: // line [[#@LINE-1]]
// CHECK-COUNT-2: {{^}}// CHECK
