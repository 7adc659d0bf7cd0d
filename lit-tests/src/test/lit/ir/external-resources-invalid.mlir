// An external resource value must be a string or a boolean (mlir-opt 22's message and column).
// RUN: not raptor-opt %s 2>&1 | filecheck %s

// CHECK: external-resources-invalid.mlir:[[# @LINE + 6]]:10: error: expected string value for key 'a'
module {
}
{-#
  external_resources: {
    foo: {
      a: 5
    }
  }
#-}
