// ARGS: --allow-unregistered-dialect
// Syntax: a result list not followed by =.
%0 "foo.a"() : () -> i32
