// Splat dense attributes, and lists whose elements are all equal (printed as splats).
"foo.d"() {a = dense<1.0> : tensor<2x2xf32>, b = dense<[1, 1, 1]> : tensor<3xi32>, c = dense<7> : vector<4xi8>, d = dense<200> : tensor<2xi8>, e = dense<true> : tensor<3xi1>, f = dense<0> : tensor<i32>, g = dense<5> : tensor<1x1xindex>} : () -> ()
