// ARGS: --allow-unregistered-dialect
// Types: an unranked tensor cannot have other dimensions.
"foo.a"() : () -> tensor<*x4xf32>
