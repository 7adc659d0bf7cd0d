//===- Func.td - the func dialect ---------------------------*- tablegen -*-===//
//
// Functions, calls and returns, as MLIR's func dialect (LLVM 22).
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Func_Dialect : Dialect {
  let name = "func";
  let summary = "Functions, calls and returns";
  let description = [{
    A function is a symbol with one SSACFG region whose entry block takes the
    function's arguments; `func.return` ends it and `func.call` calls it.
  }];
}

class Func_Op<string mnemonic, list<Trait> traits = []> : Op<Func_Dialect, mnemonic, traits>;

def Func_FuncOp : Func_Op<"func", [AutomaticAllocationScope, IsolatedFromAbove, Symbol]> {
  let summary = "An operation with a name containing a single SSACFG region";
  let description = [{
    `func.func @name(%arg0: i32) -> i32 attributes {...} { ... }`; a declaration
    has no body and must not be public.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttr:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline);
  let regions = (region AnyRegion:$body);
  let defaultDialect = "func";
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Func_ReturnOp : Func_Op<"return", [Pure, HasParent<"func.func">, ReturnLike, Terminator]> {
  let summary = "Function return operation";
  let description = [{
    Returns control and values to the caller; the operands must match the
    result types of the enclosing function.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let hasVerifier = 1;
}

def Func_CallOp : Func_Op<"call",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Call operation";
  let description = [{
    Calls the function named by `callee` in the nearest symbol table.
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyType>:$args,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$no_inline);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, results)
  }];
}

def Func_CallIndirectOp : Func_Op<"call_indirect"> {
  let summary = "indirect call operation";
  let description = [{
    `%r = func.call_indirect %f(%a) : (i32) -> i32` calls the function value `%f`;
    the operands and results have the types of its function type. With `%f` a
    `func.constant`, it canonicalizes to `func.call`.
  }];
  let arguments = (ins AnyFunction:$callee,
                       Variadic<AnyType>:$callee_operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>:$outs);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
}

def Func_ConstantOp : Func_Op<"constant", [ConstantLike, Pure, ResultNames<["f"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "constant";
  let description = [{
    `%f = func.constant @g : (i32) -> i32`: the function `@g` as a value.
  }];
  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value `:` type(results)";
  let hasFolder = 1;
}
