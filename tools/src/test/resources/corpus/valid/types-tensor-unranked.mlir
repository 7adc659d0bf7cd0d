// Unranked tensors.
"foo.u"() : () -> (tensor<*xf32>, tensor<*xi1>, tensor<*xcomplex<f64>>, tensor<*x!foo.e>)
