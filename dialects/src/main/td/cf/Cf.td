//===- Cf.td - the cf dialect ---------------------------------*- tablegen -*-===//
//
// Unstructured control flow between the blocks of a region, as MLIR's cf
// dialect (LLVM 22): branches, a conditional branch, a switch and an assertion.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Cf_Dialect : Dialect {
  let name = "cf";
  let summary = "Unstructured control flow";
  let description = [{
    Terminators that pass values to the arguments of their successor blocks,
    and `cf.assert`.
  }];
}

class Cf_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cf_Dialect, mnemonic, traits>;

def Cf_AssertOp : Cf_Op<"assert"> {
  let summary = "assert operation with message attribute";
  let description = [{
    `cf.assert %cond, "message"`: a runtime check that `%cond` holds.
  }];
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizer = 1;
}

def Cf_BranchOp : Cf_Op<"br", [Pure, Terminator]> {
  let summary = "branch operation";
  let description = [{
    `cf.br ^bb1(%a : i32)`: continues at `^bb1`, whose arguments take the operands.
  }];
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Cf_CondBranchOp : Cf_Op<"cond_br", [Pure, Terminator, AttrSizedOperandSegments]> {
  let summary = "conditional branch operation";
  let description = [{
    `cf.cond_br %c, ^bb1(%a : i32), ^bb2`: continues at the first successor when
    `%c` is true, else at the second.
  }];
  let arguments = (ins I1:$condition,
                       Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Cf_SwitchOp : Cf_Op<"switch", [Pure, Terminator, AttrSizedOperandSegments]> {
  let summary = "switch operation";
  let description = [{
    `cf.switch %flag : i32, [default: ^bb1, 42: ^bb2(%a : f32)]`: continues at
    the successor of the case equal to `%flag`, else at the default one.
  }];
  let arguments = (ins AnyInteger:$flag,
                       Variadic<AnyType>:$defaultOperands,
                       Variadic<AnyType>:$caseOperands,
                       OptionalAttr<ElementsAttr>:$case_values,
                       DenseI32ArrayAttr:$case_operand_segments);
  let successors = (successor AnySuccessor:$defaultDestination,
                              VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
