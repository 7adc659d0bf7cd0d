// ARGS: --allow-unregistered-dialect
// Resources: resources of a dialect that is not loaded.
"foo.a"() : () -> ()
{-# dialect_resources: { nosuchdialect: { blob: "0x0400000001000000" } } #-}
