// Invalid builtin ops, one per chunk, checked with --split-input-file --verify-diagnostics.

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'level'}}
module attributes {level = 1 : i32} {
}

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error@+1 {{invalid properties {sym_name = 1 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i32}}
"builtin.module"() <{sym_name = 1 : i32}> ({
^bb0:
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

%0 = "ext.src"() : () -> i32
// expected-error@+1 {{expected 'to'}}
%1 = unrealized_conversion_cast %0 : i32 into i64

// -----

func.func @cast_no_result_type(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  %0 = builtin.unrealized_conversion_cast %a : i32 to
  return
}

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
