// ARGS: --allow-unregistered-dialect
// Resources: an entry of an unknown resource section.
"foo.a"() : () -> ()
{-# dialect_resources: { builtin: { blob: "0x0400000001000000" } }, bogus_section: { } #-}
