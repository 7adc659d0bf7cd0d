// ARGS: --allow-unregistered-dialect
// Types: an unregistered dialect attribute is not a supported memref memory space.
"foo.a"() : () -> memref<4xf32, #foo.space>
