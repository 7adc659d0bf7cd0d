// ARGS: --allow-unregistered-dialect
// A block reference at the top level names no block of any region.
"foo.a"()[^bb1] : () -> ()

// -----
// ARGS: --allow-unregistered-dialect
// A use whose type differs from the later definition.
"foo.b"(%1) : (i32) -> ()
%1 = "foo.a"() : () -> i64

// -----
// ARGS: --allow-unregistered-dialect
// Two uses of a forward reference with different types.
func.func @f() {
  "foo.b"(%x) : (i32) -> ()
  "foo.c"(%x) : (i64) -> ()
  %x = "foo.a"() : () -> i32
  return
}

// -----
// ARGS: --allow-unregistered-dialect
// An integer literal where a float is expected.
"foo.a"() {value = 42 : f32} : () -> ()

// -----
// ARGS: --allow-unregistered-dialect
// Resources of a dialect nobody registered are kept as they are.
"foo.a"() : () -> ()
{-#
  external_resources: {
    foo_resources: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

// -----
// ARGS: --allow-unregistered-dialect
"foo.a"() : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: true
    }
  }
#-}

// -----
// ARGS: --allow-unregistered-dialect
// Redefinition of a value.
%0 = "foo.a"() : () -> i32
%0 = "foo.b"() : () -> i32

// -----
// ARGS: --allow-unregistered-dialect
// An undefined value.
"foo.b"(%undefined) : (i32) -> ()
