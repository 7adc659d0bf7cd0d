// ARGS: --allow-unregistered-dialect
// Verifier: builtin.module discardable attributes need dialect-prefixed names.
module attributes {bar = 1 : i32} {
}
