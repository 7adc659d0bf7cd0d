// Several resources, referenced more than once and out of definition order; an unused one.
"foo.r"() {a = dense_resource<second> : tensor<4xf32>, b = dense_resource<first> : tensor<2xi16>} : () -> ()
"foo.s"() {c = dense_resource<first> : tensor<2xi16>, d = dense_resource<"quoted name"> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { first: "0x0200000001000200", second: "0x040000000000803F0000004000004040000080C0", unused: "0x0400000000000000", "quoted name": "0x0100000007" } } #-}
