//===- Toy.td - the toy dialect -----------------------------*- tablegen -*-===//
//
// The dialect of MLIR's Toy tutorial, cut down to three ops: an example of a dialect
// defined outside Raptor. "raptor/OpBase.td" comes with the annotation processor.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let summary = "A high-level dialect for analyzing and optimizing the Toy language";
}

class Toy_Op<string mnemonic, list<Trait> traits = []> : Op<Toy_Dialect, mnemonic, traits>;

def F64Tensor : TensorOf<[F64]>;

def Toy_MulOp : Toy_Op<"mul", [Pure, SameOperandsAndResultType]> {
  let summary = "element-wise multiplication operation";
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Toy_TransposeOp : Toy_Op<"transpose", [Pure]> {
  let summary = "transpose operation";
  let description = [{
    `%t = toy.transpose(%a : tensor<2x3xf64>) to tensor<3x2xf64>`.
  }];
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);
  let assemblyFormat = "`(` $input `:` type($input) `)` attr-dict `to` type($output)";
  let hasVerifier = 1;
}

def Toy_PrintOp : Toy_Op<"print"> {
  let summary = "print operation";
  let arguments = (ins F64Tensor:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}
