// Dense floats of several types; elements use the float printing rules.
"foo.d"() {a = dense<[1.0, 2.5, -0.0]> : tensor<3xf32>, b = dense<[0.1, 3.14159265358979]> : tensor<2xf64>, c = dense<[0.1, 0.3]> : tensor<2xf16>, d = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>, e = dense<[1.0, 2.0]> : tensor<2xbf16>} : () -> ()
