//===- Builtin.td - the builtin dialect ---------------------*- tablegen -*-===//
//
// The ops every MLIR file can use without a prefix: the top-level module and
// the cast that dialect conversion leaves between types, as MLIR's
// BuiltinOps.td (LLVM 22).
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Builtin_Dialect : Dialect {
  let name = "builtin";
  let summary = "The module and the conversion cast";
  let description = [{
    `builtin.module` holds the ops of a file; the parser wraps a file's top-level
    ops in one when the file does not consist of a single module. Ops of this
    dialect print without the `builtin.` prefix.
  }];
}

class Builtin_Op<string mnemonic, list<Trait> traits = []>
    : Op<Builtin_Dialect, mnemonic, traits>;

def Builtin_ModuleOp : Builtin_Op<"module", [IsolatedFromAbove, NoRegionArguments,
    NoTerminator, SingleBlock, HasOnlyGraphRegion, SymbolTable, Symbol]> {
  let summary = "A top level container operation";
  let description = [{
    `module @name attributes {...} { ... }`: a symbol table with one graph
    region block and no terminator. The name is optional; its own
    discardable attributes must carry a dialect prefix.
  }];
  let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region SizedRegion<1>:$bodyRegion);
  let assemblyFormat = "($sym_name^)? attr-dict-with-keyword $bodyRegion";
  let defaultDialect = "builtin";
  let hasVerifier = 1;
}

def Builtin_UnrealizedConversionCastOp : Builtin_Op<"unrealized_conversion_cast", [Pure]> {
  let summary = "An unrealized conversion from one set of types to another";
  let description = [{
    `%r = unrealized_conversion_cast %a, %b : i32, f32 to i64`: stands for values
    of other types while a conversion is under way, and must be gone when it
    ends.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    ($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict
  }];
  let hasVerifier = 1;
}
