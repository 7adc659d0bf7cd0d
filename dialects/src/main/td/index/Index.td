//===- Index.td - the index dialect -------------------------*- tablegen -*-===//
//
// Arithmetic on values of type `index`, as MLIR's index dialect (LLVM 22).
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Index_Dialect : Dialect {
  let name = "index";
  let summary = "Integer arithmetic on the target's index width";
  let description = [{
    The width of `index` is not known when these ops are written: a fold keeps
    its result only when the 32-bit and the 64-bit evaluation agree on the low
    32 bits.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
}

def Index_CmpPredicateAttr
    : DialectAttr<"index", "cmp_predicate", "raptor.dialect.index.CmpPredicateAttr",
                  "index comparison predicate">;

class Index_Op<string mnemonic, list<Trait> traits = []>
    : Op<Index_Dialect, mnemonic, traits>;

// `lhs op rhs` on two indices.
class Index_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Index_Op<mnemonic, traits> {
  let arguments = (ins Index:$lhs, Index:$rhs);
  let results = (outs Index:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
  let hasFolder = 1;
}

def Index_AddOp : Index_BinaryOp<"add", [Commutative, Pure]> {
  let summary = "index addition";
}
def Index_SubOp : Index_BinaryOp<"sub", [Pure]> {
  let summary = "index subtraction";
}
def Index_MulOp : Index_BinaryOp<"mul", [Commutative, Pure]> {
  let summary = "index multiplication";
}
// Division and remainder may trap on zero: no side effect, but not speculatable.
def Index_DivSOp : Index_BinaryOp<"divs", [NoMemoryEffect]> {
  let summary = "index signed division";
}
def Index_DivUOp : Index_BinaryOp<"divu", [NoMemoryEffect]> {
  let summary = "index unsigned division";
}
def Index_CeilDivSOp : Index_BinaryOp<"ceildivs", [NoMemoryEffect]> {
  let summary = "index signed ceil division";
}
def Index_CeilDivUOp : Index_BinaryOp<"ceildivu", [NoMemoryEffect]> {
  let summary = "index unsigned ceil division";
}
def Index_FloorDivSOp : Index_BinaryOp<"floordivs", [NoMemoryEffect]> {
  let summary = "index signed floor division";
}
def Index_RemSOp : Index_BinaryOp<"rems", [NoMemoryEffect]> {
  let summary = "index signed remainder";
}
def Index_RemUOp : Index_BinaryOp<"remu", [NoMemoryEffect]> {
  let summary = "index unsigned remainder";
}
def Index_MaxSOp : Index_BinaryOp<"maxs", [Commutative, Pure]> {
  let summary = "index signed maximum";
}
def Index_MaxUOp : Index_BinaryOp<"maxu", [Commutative, Pure]> {
  let summary = "index unsigned maximum";
}
def Index_MinSOp : Index_BinaryOp<"mins", [Commutative, Pure]> {
  let summary = "index signed minimum";
}
def Index_MinUOp : Index_BinaryOp<"minu", [Commutative, Pure]> {
  let summary = "index unsigned minimum";
}
def Index_ShlOp : Index_BinaryOp<"shl", [Pure]> {
  let summary = "index shift left";
}
def Index_ShrSOp : Index_BinaryOp<"shrs", [Pure]> {
  let summary = "signed index shift right";
}
def Index_ShrUOp : Index_BinaryOp<"shru", [Pure]> {
  let summary = "unsigned index shift right";
}
def Index_AndOp : Index_BinaryOp<"and", [Commutative, Pure]> {
  let summary = "index bitwise and";
}
def Index_OrOp : Index_BinaryOp<"or", [Commutative, Pure]> {
  let summary = "index bitwise or";
}
def Index_XOrOp : Index_BinaryOp<"xor", [Commutative, Pure]> {
  let summary = "index bitwise xor";
}

// A cast between an index and an integer of any width.
class Index_CastOp<string mnemonic> : Index_Op<mnemonic, [Pure]> {
  let arguments = (ins AnyTypeOf<[AnyInteger, Index]>:$input);
  let results = (outs AnyTypeOf<[AnyInteger, Index]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Index_CastSOp : Index_CastOp<"casts"> {
  let summary = "index signed cast";
}
def Index_CastUOp : Index_CastOp<"castu"> {
  let summary = "index unsigned cast";
}

def Index_CmpOp : Index_Op<"cmp", [Pure]> {
  let summary = "index compare";
  let description = [{
    `index.cmp slt(%a, %b)`; the predicates are those of `arith.cmpi`.
  }];
  let arguments = (ins Index_CmpPredicateAttr:$pred, Index:$lhs, Index:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "custom<CmpPredicate>($pred) `(` $lhs `,` $rhs `)` attr-dict";
  let hasFolder = 1;
  let hasCanonicalizeMethod = 1;
}

def Index_SizeOfOp : Index_Op<"sizeof", [Pure]> {
  let summary = "size in bits of the index type";
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict";
}

def Index_ConstantOp : Index_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "index constant";
  let description = [{
    `%idx42 = index.constant 42`.
  }];
  let arguments = (ins IndexAttr:$value);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def Index_BoolConstantOp : Index_Op<"bool.constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "boolean constant";
  let arguments = (ins BoolAttr:$value);
  let results = (outs I1:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}
