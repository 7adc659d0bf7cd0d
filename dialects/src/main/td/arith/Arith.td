//===- Arith.td - the arith dialect -------------------------*- tablegen -*-===//
//
// Integer and floating-point arithmetic, as MLIR's arith dialect (LLVM 22).
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Arith_Dialect : Dialect {
  let name = "arith";
  let summary = "Basic integer and floating-point operations";
  let description = [{
    Scalar, vector and tensor arithmetic. Integer ops may carry no-wrap flags
    (`overflow<nsw, nuw>`), float ops fast-math flags (`fastmath<fast>`).
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Arith_IntegerOverflowAttr
    : DialectAttr<"arith", "overflow", "raptor.dialect.arith.IntegerOverflowFlagsAttr",
                  "Integer overflow arith flags">;
def Arith_FastMathAttr
    : DialectAttr<"arith", "fastmath", "raptor.dialect.arith.FastMathFlagsAttr",
                  "Floating point fast math flags">;

def Arith_CmpIPredicateAttr : I64EnumAttr<"CmpIPredicate", "", [
    I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"slt", 2>,
    I64EnumAttrCase<"sle", 3>, I64EnumAttrCase<"sgt", 4>, I64EnumAttrCase<"sge", 5>,
    I64EnumAttrCase<"ult", 6>, I64EnumAttrCase<"ule", 7>, I64EnumAttrCase<"ugt", 8>,
    I64EnumAttrCase<"uge", 9>]>;

def Arith_CmpFPredicateAttr : I64EnumAttr<"CmpFPredicate", "", [
    I64EnumAttrCase<"false", 0>, I64EnumAttrCase<"oeq", 1>, I64EnumAttrCase<"ogt", 2>,
    I64EnumAttrCase<"oge", 3>, I64EnumAttrCase<"olt", 4>, I64EnumAttrCase<"ole", 5>,
    I64EnumAttrCase<"one", 6>, I64EnumAttrCase<"ord", 7>, I64EnumAttrCase<"ueq", 8>,
    I64EnumAttrCase<"ugt", 9>, I64EnumAttrCase<"uge", 10>, I64EnumAttrCase<"ult", 11>,
    I64EnumAttrCase<"ule", 12>, I64EnumAttrCase<"une", 13>, I64EnumAttrCase<"uno", 14>,
    I64EnumAttrCase<"true", 15>]>;

def SignlessFixedWidthIntegerLike : Type<"anyOf", "signless-fixed-width-integer-like",
    [AnySignlessInteger, VectorOfAnyRankOf<[AnySignlessInteger]>,
     TensorOf<[AnySignlessInteger]>]>;
def IndexCastTypeConstraint : Type<"anyOf",
    "signless-integer-like or memref of signless-integer",
    [SignlessIntegerOrIndexLike, MemRefOf<[AnySignlessInteger, Index]>]>;
def BitcastTypeConstraint : Type<"anyOf",
    "signless-integer-or-float-like or memref of signless-integer or float",
    [SignlessIntegerOrFloatLike, MemRefOf<[AnySignlessInteger, AnyFloat]>]>;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

class Arith_Op<string mnemonic, list<Trait> traits = []>
    : Op<Arith_Dialect, mnemonic, !listconcat(traits, [Elementwise])>;

// `effects` is [NoMemoryEffect] for an op that may not be speculated (division by zero).
class Arith_BinaryOp<string mnemonic, TypeConstraint type, list<Trait> traits = [],
                     list<Trait> effects = [Pure]>
    : Arith_Op<mnemonic, !listconcat(traits, effects, [SameOperandsAndResultType])> {
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
}

// Integer ops without flags.
class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, SignlessIntegerOrIndexLike, traits>;

class Arith_IntBinaryOpWithOverflowFlags<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, SignlessIntegerOrIndexLike, traits> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       DefaultValuedAttr<Arith_IntegerOverflowAttr,
                                         "#arith.overflow<none>">:$overflowFlags);
  let assemblyFormat = [{ $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
                          attr-dict `:` type($result) }];
}

class Arith_IntBinaryOpWithExactFlag<string mnemonic, list<Trait> traits = [],
                                     list<Trait> effects = [Pure]>
    : Arith_BinaryOp<mnemonic, SignlessIntegerOrIndexLike, traits, effects> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       UnitAttr:$isExact);
  let assemblyFormat = [{ $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) }];
}

class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, FloatLike, traits> {
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathAttr,
                                         "#arith.fastmath<none>">:$fastmath);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

class Arith_CastOp<string mnemonic, TypeConstraint from, TypeConstraint to,
                   list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits, [Pure, SameInputOutputTensorDims,
                                         SameOperandsAndResultShape])> {
  let arguments = (ins from:$in);
  let results = (outs to:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

class Arith_CompareOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, !listconcat(traits, [Pure, SameTypeOperands,
        TypesMatchWith<"result type has i1 element type and same shape as operands",
                       "lhs", "result", "i1SameShape">])> {
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

// Not an Arith_Op: a constant is not elementwise (it has no operands to map over).
def Arith_ConstantOp : Op<Arith_Dialect, "constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "integer or floating point constant";
  let description = [{
    `%c1_i32 = arith.constant 1 : i32`; the result has the type of the value.
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Arith_AddIOp : Arith_IntBinaryOpWithOverflowFlags<"addi", [Commutative]> {
  let summary = "integer addition operation";
  let hasCanonicalizer = 1;
}
def Arith_SubIOp : Arith_IntBinaryOpWithOverflowFlags<"subi"> {
  let summary = "Integer subtraction operation.";
}
def Arith_MulIOp : Arith_IntBinaryOpWithOverflowFlags<"muli", [Commutative]> {
  let summary = "Integer multiplication operation.";
  let hasCanonicalizer = 1;
}
def Arith_DivUIOp : Arith_IntBinaryOpWithExactFlag<"divui", [], [NoMemoryEffect]> {
  let summary = "unsigned integer division operation";
}
def Arith_DivSIOp : Arith_IntBinaryOpWithExactFlag<"divsi", [], [NoMemoryEffect]> {
  let summary = "signed integer division operation";
}
def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui"> {
  let summary = "unsigned integer division remainder operation";
}
def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi"> {
  let summary = "signed integer division remainder operation";
}
def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative]> {
  let summary = "integer binary and";
}
def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative]> {
  let summary = "integer binary or";
}
def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]> {
  let summary = "integer binary xor";
  let hasCanonicalizer = 1;
}
def Arith_ShLIOp : Arith_IntBinaryOpWithOverflowFlags<"shli"> {
  let summary = "integer left-shift";
}
def Arith_ShRUIOp : Arith_IntBinaryOpWithExactFlag<"shrui"> {
  let summary = "unsigned integer right-shift";
}
def Arith_ShRSIOp : Arith_IntBinaryOpWithExactFlag<"shrsi"> {
  let summary = "signed integer right-shift";
}
def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]> {
  let summary = "signed integer maximum operation";
}
def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]> {
  let summary = "signed integer minimum operation";
}
def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]> {
  let summary = "unsigned integer maximum operation";
}
def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]> {
  let summary = "unsigned integer minimum operation";
}
def Arith_CeilDivSIOp : Arith_BinaryOp<"ceildivsi", SignlessIntegerOrIndexLike, [],
                                        [NoMemoryEffect]> {
  let summary = "signed ceil integer division operation";
}
def Arith_CeilDivUIOp : Arith_BinaryOp<"ceildivui", SignlessIntegerOrIndexLike, [],
                                        [NoMemoryEffect]> {
  let summary = "unsigned ceil integer division operation";
}
def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi"> {
  let summary = "signed floor integer division operation";
}
def Arith_AddUIExtendedOp : Arith_Op<"addui_extended", [Pure, Commutative,
    AllTypesMatch<["lhs", "rhs", "sum"]>, ResultNames<["sum", "overflow"]>]> {
  let summary = "extended unsigned integer addition operation returning sum and overflow bit";
  let description = [{
    `%sum, %overflow = arith.addui_extended %a, %b : i32, i1`: the wrapped sum and
    whether the unsigned addition overflowed.
  }];
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$sum, BoolLike:$overflow);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
}

def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "floating point addition operation";
}
def Arith_SubFOp : Arith_FloatBinaryOp<"subf"> {
  let summary = "floating point subtraction operation";
}
def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "floating point multiplication operation";
}
def Arith_DivFOp : Arith_FloatBinaryOp<"divf"> {
  let summary = "floating point division operation";
}
def Arith_MaximumFOp : Arith_FloatBinaryOp<"maximumf", [Commutative]> {
  let summary = "floating-point maximum operation";
}
def Arith_MinimumFOp : Arith_FloatBinaryOp<"minimumf", [Commutative]> {
  let summary = "floating-point minimum operation";
}
def Arith_NegFOp : Arith_Op<"negf", [Pure, SameOperandsAndResultType]> {
  let summary = "floating point negation";
  let arguments = (ins FloatLike:$operand,
                       DefaultValuedAttr<Arith_FastMathAttr, "#arith.fastmath<none>">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
  let hasFolder = 1;
}

def Arith_CmpIOp : Arith_CompareOp<"cmpi"> {
  let summary = "integer comparison operation";
  let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                       SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);
}

def Arith_CmpFOp : Arith_CompareOp<"cmpf"> {
  let summary = "floating-point comparison operation";
  let arguments = (ins Arith_CmpFPredicateAttr:$predicate,
                       FloatLike:$lhs,
                       FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathAttr, "#arith.fastmath<none>">:$fastmath);
  let assemblyFormat = [{ $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs) }];
}

def Arith_SelectOp : Arith_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>, BooleanConditionOrMatchingShape]> {
  let summary = "select operation";
  let arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_IndexCastOp
    : Arith_CastOp<"index_cast", IndexCastTypeConstraint, IndexCastTypeConstraint> {
  let summary = "cast between index and integer types";
  let hasCanonicalizer = 1;
}
def Arith_ExtSIOp
    : Arith_CastOp<"extsi", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike> {
  let summary = "integer sign extension operation";
}
def Arith_ExtUIOp
    : Arith_CastOp<"extui", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike> {
  let summary = "integer zero extension operation";
}
def Arith_TruncIOp
    : Arith_CastOp<"trunci", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike> {
  let summary = "integer truncation operation";
  let arguments = (ins SignlessFixedWidthIntegerLike:$in,
                       DefaultValuedAttr<Arith_IntegerOverflowAttr,
                                         "#arith.overflow<none>">:$overflowFlags);
  let assemblyFormat = [{ $in (`overflow` `` $overflowFlags^)? attr-dict
                          `:` type($in) `to` type($out) }];
  let hasCanonicalizer = 1;
}
def Arith_SIToFPOp : Arith_CastOp<"sitofp", SignlessFixedWidthIntegerLike, FloatLike> {
  let summary = "cast from integer type to floating-point";
}
def Arith_FPToSIOp : Arith_CastOp<"fptosi", FloatLike, SignlessFixedWidthIntegerLike> {
  let summary = "cast from floating-point type to integer type";
}
def Arith_UIToFPOp : Arith_CastOp<"uitofp", SignlessFixedWidthIntegerLike, FloatLike> {
  let summary = "cast from unsigned integer type to floating-point";
}
def Arith_FPToUIOp : Arith_CastOp<"fptoui", FloatLike, SignlessFixedWidthIntegerLike> {
  let summary = "cast from floating-point type to unsigned integer type";
}
def Arith_ExtFOp : Arith_CastOp<"extf", FloatLike, FloatLike> {
  let summary = "cast from floating-point to wider floating-point";
  let arguments = (ins FloatLike:$in, OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let assemblyFormat = [{ $in (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
}
def Arith_TruncFOp : Arith_CastOp<"truncf", FloatLike, FloatLike> {
  let summary = "cast from floating-point to narrower floating-point";
  let arguments = (ins FloatLike:$in, OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let assemblyFormat = [{ $in (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
}
def Arith_BitcastOp : Arith_CastOp<"bitcast", BitcastTypeConstraint, BitcastTypeConstraint> {
  let summary = "bitcast between values of equal bit width";
}
