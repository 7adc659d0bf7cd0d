// Dense i1: lists, splats, and bit-packed hex (LSB first).
"foo.d"() {a = dense<[true, false]> : vector<2xi1>, b = dense<"0x01"> : tensor<8xi1>, c = dense<[true, false, true, true]> : tensor<4xi1>, d = dense<false> : tensor<2x2xi1>, e = dense<"0xFF"> : tensor<3xi1>} : () -> ()
