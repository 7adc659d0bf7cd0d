// ARGS: --allow-unregistered-dialect
// Syntax: a bare custom op name is looked up in the builtin dialect.
frobnicate
