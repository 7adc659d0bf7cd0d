include "MiniOpBase.td"

def Toy_Dialect : Dialect { let name = "toy"; }

def Toy_AddOp : Op<Toy_Dialect, "add", [Pure, Commutative, Scalarizable]> {
  let summary = [{integer
      addition}];
  let arguments = (ins AnyTypeOf<[I32, I64]>:$lhs, Arg<I32>:$rhs,
                       OptionalAttr<StrAttr>:$note, UnitAttr:$exact);
  let results = (outs I32);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:`   type($lhs)";
  let hasFolder = 1;
  let extraClassDeclaration = [{ int lhsWidth(); }];
}

def Toy_BranchOp : Op<Toy_Dialect, "br", [HasParent<"FuncOp">, InferTypeOpInterface]> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Optional<I64>:$flag);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$next);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{ int target(); }];
}

def Toy_FuncOp : Op<Toy_Dialect, "func">;
