// Dense hex blobs: raw little-endian storage; a single-element blob is a splat.
"foo.d"() {a = dense<"0x0100000002000000"> : tensor<2xi32>, b = dense<"0x0000803F"> : tensor<4xf32>, c = dense<"0x0102030405060708"> : tensor<2x2xi16>, d = dense<"0x00000000000000400000000000000840"> : tensor<2xf64>} : () -> ()
