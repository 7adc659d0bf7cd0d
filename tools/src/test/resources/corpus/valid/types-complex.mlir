// complex<> over integer and float element types.
"foo.c"() : () -> (complex<f32>, complex<f64>, complex<i32>, complex<si8>, complex<bf16>)
"foo.nested"() : () -> (tensor<2xcomplex<f32>>, memref<3xcomplex<f64>>)
