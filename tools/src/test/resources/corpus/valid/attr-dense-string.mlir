// Dense string elements over dialect element types.
"foo.d"() {a = dense<["a", "bc"]> : tensor<2x!foo.string>, b = dense<"same"> : tensor<3x!foo.string>, c = dense<["x\0Ay", "é"]> : tensor<2x!foo.s>} : () -> ()
