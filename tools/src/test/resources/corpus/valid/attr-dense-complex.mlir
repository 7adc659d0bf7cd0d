// Dense complex elements: (re,im) pairs printed without a space after the comma.
"foo.d"() {a = dense<(1, 2)> : tensor<complex<i32>>, b = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>, c = dense<(0, 0)> : tensor<3xcomplex<i8>>, d = dense<[(1, 2), (1, 2)]> : tensor<2xcomplex<i64>>} : () -> ()
