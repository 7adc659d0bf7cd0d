// ARGS: --allow-unregistered-dialect
// Verifier: builtin.module has no results.
%0 = "builtin.module"() ({
}) : () -> i32
