// Non-integer memory spaces that the builtin memref type accepts: strings, dictionaries, booleans.
"foo.m"() : () -> (memref<4xf32, "global">, memref<4xf32, {a = 1}>, memref<4xf32, 1 : i8>, memref<4xf32, true>, memref<*xf32, "g">)
