// ARGS: --allow-unregistered-dialect
// Types: complex elements must be integers or floats.
"foo.a"() : () -> complex<index>
