// One-dimensional dense element lists of integers, index, unsigned and signed ints.
"foo.d"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[-1, 255]> : tensor<2xi8>, c = dense<[0, 1, 2]> : vector<3xindex>, d = dense<[255, 0]> : tensor<2xui8>, e = dense<[-128, 127]> : tensor<2xsi8>, f = dense<[1, 2]> : tensor<2xi64>} : () -> ()
