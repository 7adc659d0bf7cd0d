// ARGS: --allow-unregistered-dialect
// Types: complex is not a valid vector element type.
"foo.a"() : () -> vector<4xcomplex<f16>>
