package raptor.tblgen.ods;

import java.util.Map;

/**
 * The one table that says which def of our {@code raptor/OpBase.td} stands for a def of MLIR's
 * own ODS library ({@code mlir/IR/OpBase.td} and the dialect files): type and attribute
 * constraints, attribute confinements and native traits, keyed by MLIR's definition name. A
 * name MLIR and we spell alike maps to itself; the few that differ say so. Composites built
 * from MLIR's constraint classes ({@code AnyTypeOf}, {@code TensorOf}, enumerations, ...) are
 * mapped through their parts ({@link #TYPE_COMPOSITES}; enumerations, typed arrays and attribute
 * wrappers by {@link UpstreamConstraints}).
 *
 * <p>A type constraint MLIR defines by a C++ predicate alone maps to a composite of ours,
 * written {@code fn(part, ...)} with the {@code TypePredicates} factory {@code fn}.
 */
final class UpstreamMapping {
  /** MLIR type constraint → our type constraint. */
  static final Map<String, String> TYPES = Map.ofEntries(
      same("AnyType"), same("Index"), same("NoneType"), same("I1"), same("I8"), same("I16"),
      same("I32"), same("I64"), same("SI32"), same("UI32"), same("F16"), same("F32"),
      same("F64"), same("BF16"), same("AnyInteger"), same("AnySignlessInteger"),
      same("AnySignlessIntegerOrIndex"), same("AnyFloat"), same("AnyTensor"),
      same("AnyRankedTensor"), same("AnyMemRef"), same("AnyRankedOrUnrankedMemRef"),
      same("AnyShaped"), same("AnyStaticShapeTensor"), same("AnyStaticShapeMemRef"),
      same("AnyNon0RankedOrUnrankedTensor"), same("AnyNon0RankedOrUnrankedMemRef"),
      same("BoolLike"), same("SignlessIntegerLike"), same("SignlessIntegerOrIndexLike"),
      same("FloatLike"), same("SignlessIntegerOrFloatLike"),
      Map.entry("FunctionType", "AnyFunction"),
      // Our integer types all have a fixed width; MLIR's excludes none of ours.
      Map.entry("AnySignlessIntegerFixedWidth", "AnySignlessInteger"),
      Map.entry("SignlessFixedWidthIntegerLike", "SignlessIntegerLike"),
      same("AnyStridedMemRef"),
      same("AnyVectorOfAnyRank"),
      Map.entry("IndexCastTypeConstraint",
          "anyOf(SignlessIntegerOrIndexLike, memRefOf(AnySignlessInteger, Index))"),
      Map.entry("BitcastTypeConstraint",
          "anyOf(SignlessIntegerOrFloatLike, memRefOf(AnySignlessInteger, AnyFloat))"));

  /**
   * MLIR's composite type constraint classes → the {@code TypePredicates} factory of ours that
   * takes the parts ({@code allowedTypes}); no class here derives from another.
   */
  static final Map<String, String> TYPE_COMPOSITES = Map.of("AnyTypeOf", "anyOf",
      "AllOfType", "allOf", "TensorOf", "tensorOf", "RankedTensorOf", "rankedTensorOf",
      "MemRefOf", "memRefOf", "VectorOfAnyRankOf", "vectorOf");

  /** MLIR attribute constraint → our attribute constraint. */
  static final Map<String, String> ATTRS = Map.ofEntries(
      same("AnyAttr"), same("I8Attr"), same("I16Attr"), same("I32Attr"), same("I64Attr"),
      same("SI64Attr"), same("IndexAttr"), same("BoolAttr"), same("UnitAttr"), same("StrAttr"),
      same("F32Attr"), same("F64Attr"), same("TypeAttr"), same("ArrayAttr"),
      same("I32ArrayAttr"), same("I64ArrayAttr"), same("StrArrayAttr"), same("TypeArrayAttr"),
      same("DictionaryAttr"), same("DictArrayAttr"), same("IndexListArrayAttr"),
      same("DenseI32ArrayAttr"), same("DenseI64ArrayAttr"), same("ElementsAttr"),
      same("SymbolNameAttr"), same("FlatSymbolRefAttr"), same("SymbolRefAttr"),
      same("TypedAttrInterface"),
      // A type attribute whose type is checked by the op's verifier.
      Map.entry("MemRefTypeAttr", "TypeAttr"),
      same("AffineMapAttr"),
      // An array of C++ attribute interfaces, checked by the op's verifier.
      Map.entry("DeviceMappingArrayAttr", "ArrayAttr"));

  /** MLIR attribute confinement (def or class name) → our confinement def or class. */
  static final Map<String, String> CONFINEMENTS = Map.ofEntries(
      same("IntMinValue"), same("IntMaxValue"), same("IntPositive"), same("IntNonNegative"),
      same("IntPowerOf2"), same("ArrayMinCount"), same("DenseArrayCount"),
      same("DenseArrayNonNegative"), Map.entry("IntPositivePowerOf2", "IntPowerOf2"));

  /** MLIR trait → our trait. */
  static final Map<String, String> TRAITS = Map.ofEntries(
      same("Pure"), same("NoMemoryEffect"), same("RecursiveMemoryEffects"),
      same("AutomaticAllocationScope"), same("Terminator"),
      same("IsolatedFromAbove"), same("NoTerminator"), same("SingleBlock"),
      same("HasOnlyGraphRegion"), same("NoRegionArguments"), same("ConstantLike"),
      same("Commutative"), same("ReturnLike"), same("Elementwise"), same("Symbol"),
      same("SymbolTable"), same("AttrSizedOperandSegments"), same("AttrSizedResultSegments"),
      same("SameVariadicResultSize"),
      same("SameOperandsAndResultType"), same("SameTypeOperands"),
      same("SameOperandsAndResultShape"), same("SameInputOutputTensorDims"),
      same("BooleanConditionOrMatchingShape"), same("ParallelCombiningOpInterface"),
      same("InParallelOpInterface"));

  private UpstreamMapping() {
  }

  private static Map.Entry<String, String> same(String name) {
    return Map.entry(name, name);
  }
}
