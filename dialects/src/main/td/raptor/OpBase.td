//===- OpBase.td - Raptor's ODS library --------------------*- tablegen -*-===//
//
// The base classes, traits and constraints every dialect .td file includes,
// shaped like MLIR's mlir/IR/OpBase.td so an op written for ODS reads the same.
//
// A constraint is a named library entry, never code: `fn` names a factory in
// raptor.ir.constraint.TypePredicates / AttrPredicates, called with the integer
// `params` and then the nested constraints in `args`. `summary` is the phrase
// MLIR's diagnostics print; when it is empty and `summaryJoin` is set, the
// generator composes it as summaryPrefix # join(args summaries) # summarySuffix.
//
//===----------------------------------------------------------------------===//

#ifndef RAPTOR_OPBASE
#define RAPTOR_OPBASE

// Dag operators of the op fields.
def ins;
def outs;
def region;
def successor;

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

class Constraint<string fnName, string desc> {
  string fn = fnName;
  string summary = desc;
  list<int> params = [];
  string summaryPrefix = "";
  string summaryJoin = ?;
  string summarySuffix = "";
}

//===----------------------------------------------------------------------===//
// Type constraints (raptor.ir.constraint.TypePredicates)
//===----------------------------------------------------------------------===//

class TypeConstraint<string fnName, string desc, list<TypeConstraint> nested = [],
                     list<int> ints = []> : Constraint<fnName, desc> {
  list<TypeConstraint> args = nested;
  let params = ints;
  // A buildable type is the single type its predicate accepts; a format may
  // leave it out (raptor.ir.constraint.BuildableTypes has the same `fn`).
  bit isBuildable = 0;
  // MLIR's `cppType`: the raptor.ir.constraint.TypeKind a format parses the type
  // as, reporting another kind as "invalid kind of type specified" (unset: any).
  string typeKind = ?;
}

// MLIR spells a concrete type constraint `Type`.
class Type<string fnName, string desc, list<TypeConstraint> nested = [],
           list<int> ints = []> : TypeConstraint<fnName, desc, nested, ints>;

def AnyType : Type<"any", "any type">;
def Index : Type<"index", "index"> { let isBuildable = 1; }
def NoneType : Type<"noneType", "none type"> { let isBuildable = 1; }
def AnyFunction : Type<"function", "function type"> { let typeKind = "FUNCTION"; }

class I<int width> : Type<"signlessInteger", width # "-bit signless integer", [], [width]> {
  let isBuildable = 1;
  int bitwidth = width;
}
def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;

class SI<int width> : Type<"signedInteger", width # "-bit signed integer", [], [width]> {
  let isBuildable = 1;
}
class UI<int width> : Type<"unsignedInteger", width # "-bit unsigned integer", [], [width]> {
  let isBuildable = 1;
}
def SI32 : SI<32>;
def UI32 : UI<32>;

def AnyInteger : Type<"anyInteger", "integer">;
def AnySignlessInteger : Type<"anySignlessInteger", "signless integer">;
def AnySignlessIntegerOrIndex : Type<"anyOf", "signless integer or index",
                                     [AnySignlessInteger, Index]>;

class F<int width> : Type<"floatOfWidth", width # "-bit float", [], [width]> {
  let isBuildable = 1;
}
def F16 : F<16>;
def F32 : F<32>;
def F64 : F<64>;
def BF16 : Type<"bfloat16", "bfloat16 type"> { let isBuildable = 1; }
def AnyFloat : Type<"anyFloat", "floating-point">;

def AnyTensor : Type<"tensor", "tensor of any type values"> { let typeKind = "TENSOR"; }
def AnyRankedTensor : Type<"rankedTensor", "ranked tensor of any type values"> {
  let typeKind = "RANKED_TENSOR";
}
def AnyMemRef : Type<"memRef", "memref of any type values"> { let typeKind = "MEMREF"; }
def AnyRankedOrUnrankedMemRef : Type<"rankedOrUnrankedMemRef",
                                     "ranked or unranked memref of any type values"> {
  let typeKind = "BASE_MEMREF";
}
// A memref whose layout is a linear function of the indices (MLIR's isStrided).
def AnyStridedMemRef : Type<"stridedMemRef", "strided memref of any type values"> {
  let typeKind = "MEMREF";
}
def AnyVectorOfAnyRank : Type<"vector", "vector of any type values">;
def AnyShaped : Type<"shaped", "shaped of any type values">;
def HasStaticShape : Type<"staticShape", "statically shaped">;
def HasNonZeroRank : Type<"nonZeroRank", "non-0-ranked or unranked">;
class HasRank<int n> : Type<"ofRank", n # "D", [], [n]>;
def AnyStaticShapeTensor : Type<"allOf", "statically shaped tensor of any type values",
                                [AnyRankedTensor, HasStaticShape]> {
  let typeKind = "RANKED_TENSOR";
}
def AnyStaticShapeMemRef : Type<"allOf", "statically shaped memref of any type values",
                                [AnyMemRef, HasStaticShape]> {
  let typeKind = "MEMREF";
}
def AnyNon0RankedOrUnrankedTensor : Type<"allOf", "non-0-ranked or unranked tensor",
                                         [AnyTensor, HasNonZeroRank]> {
  let typeKind = "TENSOR";
}
def AnyNon0RankedOrUnrankedMemRef : Type<"allOf", "non-0-ranked or unranked memref",
                                         [AnyRankedOrUnrankedMemRef, HasNonZeroRank]>;

// One of several types: "32-bit signless integer or 32-bit float".
class AnyTypeOf<list<TypeConstraint> allowed, string desc = "">
    : Type<"anyOf", desc, allowed> {
  let summaryJoin = " or ";
}

class ShapedContainerOf<string fnName, string container, list<TypeConstraint> allowed>
    : Type<fnName, "", allowed> {
  let summaryPrefix = container # " of ";
  let summaryJoin = " or ";
  let summarySuffix = " values";
}
class TensorOf<list<TypeConstraint> allowed> : ShapedContainerOf<"tensorOf", "tensor", allowed> {
  let typeKind = "TENSOR";
}
class RankedTensorOf<list<TypeConstraint> allowed>
    : ShapedContainerOf<"rankedTensorOf", "ranked tensor", allowed> {
  let typeKind = "RANKED_TENSOR";
}
class MemRefOf<list<TypeConstraint> allowed> : ShapedContainerOf<"memRefOf", "memref", allowed> {
  let typeKind = "MEMREF";
}
class VectorOfAnyRankOf<list<TypeConstraint> allowed>
    : ShapedContainerOf<"vectorOf", "vector", allowed>;

// MLIR's MemRefRankOf<[AnySignlessInteger, Index], [1]> and TensorRankOf of the same: a
// shape operand.
def ShapeMemRef : Type<"allOf", "1D memref of signless integer or index values",
                       [MemRefOf<[AnySignlessInteger, Index]>, HasRank<1>]> {
  let typeKind = "MEMREF";
}
def ShapeTensor : Type<"allOf", "1D tensor of signless integer or index values",
                       [TensorOf<[AnySignlessInteger, Index]>, HasRank<1>]> {
  let typeKind = "TENSOR";
}
class AnyStridedMemRefOfRank<int rank>
    : Type<"allOf", "strided memref of any type values of rank " # rank,
           [AnyStridedMemRef, HasRank<rank>]> {
  let typeKind = "MEMREF";
}
def AnyMemRef1D : Type<"allOf", "1D memref of any type values", [AnyMemRef, HasRank<1>]> {
  let typeKind = "MEMREF";
}
def ByteBufferMemRef : Type<"allOf", "1D memref of 8-bit signless integer values",
                            [MemRefOf<[I8]>, HasRank<1>]> {
  let typeKind = "MEMREF";
}
// A type, or a vector or tensor of it ("value-semantics container").
class TypeOrValueSemanticsContainer<TypeConstraint element, string desc>
    : Type<"scalarOrContainerOf", desc, [element]>;
def BoolLike : TypeOrValueSemanticsContainer<I1, "bool-like">;
def SignlessIntegerLike : TypeOrValueSemanticsContainer<AnySignlessInteger, "signless-integer">;
def SignlessIntegerOrIndexLike
    : TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex, "signless-integer-like">;
def FloatLike : TypeOrValueSemanticsContainer<AnyFloat, "floating-point-like">;
def SignlessIntegerOrFloatLike : Type<"anyOf", "signless-integer-like or floating-point-like",
                                      [SignlessIntegerLike, FloatLike]>;

// Operand and result group wrappers: the generator unwraps `baseType`.
class Variadic<TypeConstraint type> : TypeConstraint<type.fn, ""> {
  TypeConstraint baseType = type;
}
class Optional<TypeConstraint type> : TypeConstraint<type.fn, ""> {
  TypeConstraint baseType = type;
}

//===----------------------------------------------------------------------===//
// Attribute constraints (raptor.ir.constraint.AttrPredicates)
//===----------------------------------------------------------------------===//

class AttrConstraint<string fnName, string desc, list<int> ints = []>
    : Constraint<fnName, desc> {
  let params = ints;
}

// An attribute kind. `storageType` is the Java class of the raw accessor
// (`xAttr()`): a simple name in raptor.ir.attr or a qualified name. The typed
// accessor `x()` returns `returnType`, converted by raptor.ir.constraint.AttrValues
// method `convert` (unset: the raw attribute). `format` says how an
// assemblyFormat prints it: "full" (with its type), "bare" (without type),
// "symbol" (@name), "type" (the bare type), "dense" ([1, 2]), "enum" (a keyword)
// or "stripped" (a dialect attribute without #dialect.mnemonic).
class Attr<string fnName, string desc, string storage, list<Attr> nested = [],
           list<int> ints = []> : AttrConstraint<fnName, desc, ints> {
  list<Attr> args = nested;
  string storageType = storage;
  string returnType = ?;
  string convert = ?;
  TypeConstraint valueType = ?;
  string format = "full";
  bit isUnit = 0;
  string dialectName = ?;
  string mnemonic = ?;
}

def AnyAttr : Attr<"any", "any attribute", "Attribute">;

class SignlessIntegerAttr<int width>
    : Attr<"signlessInteger", width # "-bit signless integer attribute", "IntegerAttr", [],
           [width]> {
  let returnType = "long";
  let convert = "asLong";
  let valueType = I<width>;
  let format = "bare";
}
def I8Attr : SignlessIntegerAttr<8>;
def I16Attr : SignlessIntegerAttr<16>;
def I32Attr : SignlessIntegerAttr<32>;
def I64Attr : SignlessIntegerAttr<64>;

class SignedIntegerAttr<int width>
    : Attr<"signedInteger", width # "-bit signed integer attribute", "IntegerAttr", [],
           [width]> {
  let returnType = "long";
  let convert = "asLong";
  let valueType = SI<width>;
  let format = "bare";
}
def SI64Attr : SignedIntegerAttr<64>;

def IndexAttr : Attr<"index", "index attribute", "IntegerAttr"> {
  let returnType = "long";
  let convert = "asLong";
  let valueType = Index;
  let format = "bare";
}
def BoolAttr : Attr<"bool", "bool attribute", "IntegerAttr"> {
  let returnType = "boolean";
  let convert = "asBool";
  let valueType = I1;
  let format = "bare";
}
def UnitAttr : Attr<"unit", "unit attribute", "UnitAttr"> {
  let returnType = "boolean";
  let isUnit = 1;
}
def StrAttr : Attr<"string", "string attribute", "StringAttr"> {
  let returnType = "String";
  let convert = "asString";
  let format = "bare";
}
class FloatAttrOfWidth<int width, TypeConstraint type>
    : Attr<"floatOfWidth", width # "-bit float attribute", "FloatAttr", [], [width]> {
  let returnType = "double";
  let convert = "asDouble";
  let valueType = type;
  let format = "bare";
}
def F32Attr : FloatAttrOfWidth<32, F32>;
def F64Attr : FloatAttrOfWidth<64, F64>;
def TypeAttr : Attr<"type", "any type attribute", "Type"> {
  let format = "type";
}
def ArrayAttr : Attr<"array", "array attribute", "ArrayAttr"> {
  let format = "bare";
}
class TypedArrayAttr<Attr element, string desc> : Attr<"arrayOf", desc, "ArrayAttr", [element]> {
  let format = "bare";
}
def I32ArrayAttr : TypedArrayAttr<I32Attr, "32-bit integer array attribute">;
def I64ArrayAttr : TypedArrayAttr<I64Attr, "64-bit integer array attribute">;
def StrArrayAttr : TypedArrayAttr<StrAttr, "string array attribute">;
def TypeArrayAttr : TypedArrayAttr<TypeAttr, "type array attribute">;
def AffineMapAttr : Attr<"affineMap", "AffineMap attribute", "AffineMapAttr">;
def DictionaryAttr : Attr<"dictionary", "dictionary of named attribute values",
                          "DictionaryAttr">;
def DictArrayAttr : TypedArrayAttr<DictionaryAttr, "Array of dictionary attributes">;
def IndexListArrayAttr : TypedArrayAttr<I64ArrayAttr, "Array of 64-bit integer array attributes">;
class DenseIntArrayAttr<int width>
    : Attr<"denseIntArray", "i" # width # " dense array attribute", "DenseArrayAttr", [],
           [width]> {
  let returnType = "long[]";
  let convert = "asLongs";
  let valueType = I<width>;
  let format = "dense";
}
def DenseI32ArrayAttr : DenseIntArrayAttr<32>;
def DenseI64ArrayAttr : DenseIntArrayAttr<64>;
def ElementsAttr : Attr<"elements", "constant vector/tensor attribute", "Attribute">;
def SymbolNameAttr : Attr<"symbolName", "string attribute", "StringAttr"> {
  let returnType = "String";
  let convert = "asString";
  let format = "symbol";
}
def FlatSymbolRefAttr : Attr<"flatSymbolRef", "flat symbol reference attribute",
                             "SymbolRefAttr"> {
  let returnType = "String";
  let convert = "asSymbol";
  let format = "bare";
}
def SymbolRefAttr : Attr<"symbolRef", "symbol reference attribute", "SymbolRefAttr"> {
  let format = "bare";
}
def TypedAttrInterface : Attr<"typed", "TypedAttr instance", "Attribute">;

// An integer enumeration stored as an i64 and printed as its keyword; the
// generator derives `params` and the summary from the cases.
class I64EnumAttrCase<string sym, int val> {
  string symbol = sym;
  int value = val;
}
class I64EnumAttr<string name, string desc, list<I64EnumAttrCase> cases>
    : Attr<"i64Enum", desc, "IntegerAttr"> {
  string className = name;
  list<I64EnumAttrCase> enumerants = cases;
  let returnType = "long";
  let convert = "asLong";
  let valueType = I64;
  let format = "enum";
}

// An attribute of a dialect, a hand-written Java class printed #dialect.mnemonic<...>;
// a format prints it stripped (`<...>`).
class DialectAttr<string dialect, string mnemonicName, string javaClass, string desc>
    : Attr<"instanceOf", desc, javaClass> {
  let dialectName = dialect;
  let mnemonic = mnemonicName;
  let format = "stripped";
}

// Attribute wrappers: the generator unwraps `baseAttr`.
class OptionalAttr<Attr attr> : Attr<attr.fn, "", attr.storageType> {
  Attr baseAttr = attr;
}
// `val` is MLIR attribute syntax ("0", "#arith.overflow<none>"), typed by the
// base attribute's buildable value type.
class DefaultValuedAttr<Attr attr, string val> : Attr<attr.fn, "", attr.storageType> {
  Attr baseAttr = attr;
  string defaultValue = val;
}
class DefaultValuedOptionalAttr<Attr attr, string val> : DefaultValuedAttr<attr, val>;
// The base attribute plus confinements; the summary is the base summary and the
// confinement summaries joined by spaces.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints>
    : Attr<attr.fn, "", attr.storageType> {
  Attr baseAttr = attr;
  list<AttrConstraint> confinements = constraints;
}
class IntMinValue<int n> : AttrConstraint<"intMinValue", "whose minimum value is " # n, [n]>;
class IntMaxValue<int n> : AttrConstraint<"intMaxValue", "whose maximum value is " # n, [n]>;
def IntPositive : AttrConstraint<"intPositive", "whose value is positive">;
def IntNonNegative : AttrConstraint<"intMinValue", "whose value is non-negative", [0]>;
def IntPowerOf2 : AttrConstraint<"intPowerOf2", "whose value is a power of two > 0">;
class ArrayMinCount<int n>
    : AttrConstraint<"arrayMinCount", "with at least " # n # " elements", [n]>;
class DenseArrayCount<int n>
    : AttrConstraint<"denseArrayCount", "with exactly " # n # " elements", [n]>;
def DenseArrayNonNegative
    : AttrConstraint<"denseArrayNonNegative", "whose every element is non-negative">;

//===----------------------------------------------------------------------===//
// Region and successor constraints
//===----------------------------------------------------------------------===//

class RegionConstraint<string desc, int n = -1> : Constraint<"", desc> {
  int blocks = n;
}
def AnyRegion : RegionConstraint<"any region">;
class SizedRegion<int n> : RegionConstraint<"region with " # n # " blocks", n>;
class VariadicRegion<RegionConstraint r> : RegionConstraint<r.summary, r.blocks> {
  RegionConstraint baseRegion = r;
}

class SuccessorConstraint<string desc> : Constraint<"", desc>;
def AnySuccessor : SuccessorConstraint<"any successor">;
class VariadicSuccessor<SuccessorConstraint s> : SuccessorConstraint<s.summary> {
  SuccessorConstraint baseSuccessor = s;
}

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

class Trait;

// A marker interface raptor.ir.trait.<name>; `check` names the method of
// raptor.ir.constraint.TraitChecks that verifies it, if any. A structural trait
// (MLIR's StructuralOpTrait) is checked before the ODS constraints, the others after
// them, each group in the order the op lists its traits.
class NativeOpTrait<string name, string check = ""> : Trait {
  string trait = name;
  string verifier = check;
  bit structural = 0;
}
def Pure : NativeOpTrait<"Pure">;
// No side effect, but not safe to speculate (a division may trap): erasable when unused.
def NoMemoryEffect : NativeOpTrait<"NoMemoryEffect">;
// The op has the side effects of the ops nested in its regions, and no others.
def RecursiveMemoryEffects : NativeOpTrait<"RecursiveMemoryEffects">;
// The memref.allocas of the op's regions are freed when control leaves the op.
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
// The last op of its block ("must be the last operation in the parent block").
def Terminator : NativeOpTrait<"Terminator", "terminator">;
def IsolatedFromAbove : NativeOpTrait<"IsolatedFromAbove">;
def NoTerminator : NativeOpTrait<"NoTerminator">;
def SingleBlock : NativeOpTrait<"SingleBlock">;
// The regions are graph regions: no dominance inside them (MLIR's HasOnlyGraphRegion).
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;
// The entry blocks of the regions take no arguments.
def NoRegionArguments : NativeOpTrait<"NoRegionArguments", "noRegionArguments"> {
  let structural = 1;
}
def ConstantLike : NativeOpTrait<"ConstantLike">;
def Commutative : NativeOpTrait<"Commutative">;
def ReturnLike : NativeOpTrait<"ReturnLike">;
def Elementwise : NativeOpTrait<"Elementwise", "elementwise">;
// MLIR arith's PredOpTrait "condition is signless i1 or has matching shape" of a select.
def BooleanConditionOrMatchingShape
    : NativeOpTrait<"BooleanConditionOrMatchingShape", "booleanConditionOrMatchingShape">;
def Symbol : NativeOpTrait<"SymbolOp">;
def SymbolTable : NativeOpTrait<"SymbolTableOp">;
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
// Every variadic result group has the same size (no segment sizes property needed).
def SameVariadicResultSize : NativeOpTrait<"SameVariadicResultSize">;
def SameOperandsAndResultType
    : NativeOpTrait<"SameOperandsAndResultType", "sameOperandsAndResultType">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands", "sameTypeOperands">;
// Single-block regions ending in `op` (an op of the same dialect), which a custom form
// may leave out: a declarative format inserts it when parsing (a hand-written parser
// calls FormatSupport.ensureTerminator) and elides it when it has no operands, and the
// verifier requires it ("expects regions to end with 'op'").
class SingleBlockImplicitTerminator<string op> : NativeOpTrait<"SingleBlock"> {
  string implicitTerminator = op;
}
// May appear in the terminator region of a parallel loop (scf.forall.in_parallel).
def ParallelCombiningOpInterface : NativeOpTrait<"ParallelCombining">;
// The terminator of a parallel loop: holds only parallel-combining ops, which write the
// loop's shared outputs (the trailing entry-block arguments, one per loop result).
def InParallelOpInterface : NativeOpTrait<"InParallel", "inParallel">;
def SameOperandsAndResultShape
    : NativeOpTrait<"SameOperandsAndResultShape", "sameOperandsAndResultShape">;
// MLIR arith's PredOpTrait "input and output have the same tensor dimensions".
def SameInputOutputTensorDims
    : NativeOpTrait<"SameInputOutputTensorDims", "sameInputOutputTensorDims">;

// Constraints over several named entities (operands, results, attributes).
class AllTypesMatch<list<string> names> : Trait {
  list<string> values = names;
}
// `transform` names a method of raptor.ir.constraint.TypeTransforms.
class TypesMatchWith<string desc, string lhsArg, string rhsArg, string transformer> : Trait {
  string summary = desc;
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transform = transformer;
}
// Destination-passing style (MLIR's DestinationStyleOpInterface): the operand
// group `inits` holds the destinations. A tensor init is tied to the result at its
// position among the inits and has its type; a memref init has no result. The op
// kind gets the trait raptor.ir.trait.DestinationStyle, and its class `dpsInits()`.
class DestinationStyle<string inits> : Trait {
  string dpsInits = inits;
}
def DestinationStyleOpInterface : DestinationStyle<"outputs">;
// The parent op must be one of these (full op names, such as "func.func").
class ParentOneOf<list<string> ops> : Trait {
  list<string> parentOps = ops;
}
class HasParent<string op> : ParentOneOf<[op]>;

// Interfaces: only those with a hook mean something here.
class OpInterface<string name> : Trait {
  string interfaceName = name;
}
// getAsmResultNames -> hook `nameResults(<Op>, BiConsumer<Value, String>)`.
def OpAsmOpInterface : OpInterface<"OpAsmOpInterface">;
// verifySymbolUses -> hook `verifySymbolUses(<Op>, DiagnosticEngine)`, run once every op of the
// nearest symbol table verified (MLIR's SymbolUserOpInterface).
def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface">;
// Fixed name hints of the results in custom form, one per result from the first
// (what a getAsmResultNames setting constant names does): `%extracted_slice`.
class ResultNames<list<string> hints> : Trait {
  list<string> resultNames = hints;
}
class DeclareOpInterfaceMethods<OpInterface iface, list<string> methods = []> : Trait {
  OpInterface baseInterface = iface;
  list<string> overriddenMethods = methods;
}

//===----------------------------------------------------------------------===//
// Dialects and ops
//===----------------------------------------------------------------------===//

class Dialect {
  string name = ?;
  string summary = ?;
  code description = ?;
  string cppNamespace = ?;
  // Dialect attributes (#name.x<...>) are parsed by the hook
  // `parseAttribute(String body, int offset)` of the hooks class.
  bit useDefaultAttributePrinterParser = 0;
  // Constants folded from this dialect's ops are created by the hook
  // `Operation materializeConstant(OpBuilder, Attribute, Type, Location)`, which
  // returns null when it cannot (MLIR's Dialect::materializeConstant).
  bit hasConstantMaterializer = 0;
}

// A convenience builder: `create(OpBuilder, Location, params...)` forwards to the
// hook `build<OpClass>(OperationState, params...)`. Parameter types are Java types.
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string summary = "";
  code description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  // The declarative format. `custom<X>(args)` calls the hooks
  // printX(AsmPrinter, Op or Operation, values...) and
  // parseX(AsmParser, OperationState, targets...) (see raptor.gen.processor.HookChecker).
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  list<Trait> traits = props;
  // Ops nested in this op may drop this dialect's prefix in custom form
  // (MLIR's OpAsmOpInterface::getDefaultDialect).
  string defaultDialect = ?;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

#endif // RAPTOR_OPBASE
