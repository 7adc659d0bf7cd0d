// ARGS: --allow-unregistered-dialect
// Types: an unregistered dialect type is not a valid memref element type.
"foo.a"() : () -> memref<4x!foo.t>
