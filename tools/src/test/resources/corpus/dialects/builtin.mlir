// Every builtin op in custom form: named, nested and attributed modules, and casts; a
// property that no op declares is dropped, as MLIR's property conversion does.
module @outer attributes {test.flag, test.level = 2 : i32} {
  module {
  }
  module @inner {
    func.func @cast(%a: i32, %b: f32) -> i64 {
      %0 = builtin.unrealized_conversion_cast %a : i32 to i64
      %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, index
      %2 = builtin.unrealized_conversion_cast to i8 {test.note = "none"}
      "ext.use"(%1#1, %2) : (index, i8) -> ()
      return %0 : i64
    }
    %3 = unrealized_conversion_cast to f16
    "ext.use"(%3) : (f16) -> ()
  }
  module @hidden attributes {sym_visibility = "private"} {
  }
  "builtin.module"() ({
  ^bb0:
    "ext.op"() : () -> ()
  }) {test.generic} : () -> ()
  "builtin.module"() <{sym_name = "props", unknown = 1}> ({
  ^bb0:
  }) : () -> ()
}
