package raptor.ir.constraint;

import raptor.ir.attr.FloatType;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.LinearLayout;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnrankedMemRefType;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.attr.VectorType;

/**
 * The type predicates named by {@code raptor/OpBase.td}; each factory is the {@code fn} of a
 * type constraint there, called with the constraint's integer parameters and then its nested
 * constraints.
 */
public final class TypePredicates {
  private TypePredicates() {
  }

  // ---- Scalars ----

  /** {@return the predicate accepting every type} ({@code AnyType}) */
  public static TypePredicate any() {
    return type -> true;
  }

  /** {@return {@code index}} */
  public static TypePredicate index() {
    return type -> type instanceof IndexType;
  }

  /** {@return the signless integer type of {@code width} bits} ({@code I32}) */
  public static TypePredicate signlessInteger(int width) {
    return type -> type instanceof IntegerType t && t.isSignless(width);
  }

  /** {@return the signed integer type of {@code width} bits} ({@code SI32}) */
  public static TypePredicate signedInteger(int width) {
    return type -> type instanceof IntegerType t && t.width() == width
        && t.signedness() == IntegerType.Signedness.SIGNED;
  }

  /** {@return the unsigned integer type of {@code width} bits} ({@code UI32}) */
  public static TypePredicate unsignedInteger(int width) {
    return type -> type instanceof IntegerType t && t.width() == width
        && t.signedness() == IntegerType.Signedness.UNSIGNED;
  }

  /** {@return any integer type, whatever its signedness} */
  public static TypePredicate anyInteger() {
    return type -> type instanceof IntegerType;
  }

  /** {@return any signless integer type} */
  public static TypePredicate anySignlessInteger() {
    return type -> type instanceof IntegerType t && t.signedness() == IntegerType.Signedness.SIGNLESS;
  }

  /** {@return the IEEE float type of {@code width} bits: f16, f32, f64 or f128} */
  public static TypePredicate floatOfWidth(int width) {
    return type -> type == ieeeFloat(width);
  }

  /** {@return {@code bf16}} */
  public static TypePredicate bfloat16() {
    return type -> type == FloatType.BF16;
  }

  /** {@return any floating-point type} */
  public static TypePredicate anyFloat() {
    return type -> type instanceof FloatType;
  }

  /** {@return {@code none}} */
  public static TypePredicate noneType() {
    return type -> type instanceof NoneType;
  }

  /** {@return any function type} */
  public static TypePredicate function() {
    return type -> type instanceof FunctionType;
  }

  // ---- Containers ----

  /** {@return any ranked or unranked tensor} */
  public static TypePredicate tensor() {
    return type -> type instanceof RankedTensorType || type instanceof UnrankedTensorType;
  }

  /** {@return any ranked tensor} */
  public static TypePredicate rankedTensor() {
    return type -> type instanceof RankedTensorType;
  }

  /** {@return any ranked memref} */
  public static TypePredicate memRef() {
    return type -> type instanceof MemRefType;
  }

  /** {@return a ranked memref whose layout is strided ({@code isStrided}: see LinearLayout)} */
  public static TypePredicate stridedMemRef() {
    return type -> type instanceof MemRefType memref && LinearLayout.of(memref) != null;
  }

  /** {@return any ranked or unranked memref} */
  public static TypePredicate rankedOrUnrankedMemRef() {
    return type -> type instanceof MemRefType || type instanceof UnrankedMemRefType;
  }

  /** {@return any vector} */
  public static TypePredicate vector() {
    return type -> type instanceof VectorType;
  }

  /** {@return any shaped type: vector, tensor or memref} */
  public static TypePredicate shaped() {
    return type -> type instanceof ShapedType;
  }

  /** {@return a ranked shaped type whose every dimension is static} ({@code HasStaticShape}) */
  public static TypePredicate staticShape() {
    return type -> type instanceof ShapedType shaped && shaped.hasStaticShape();
  }

  /** {@return an unranked shaped type, or a ranked one of rank 1 or more} */
  public static TypePredicate nonZeroRank() {
    return type -> type instanceof ShapedType shaped && (!shaped.hasRank() || shaped.rank() > 0);
  }

  /** {@return a ranked shaped type of rank {@code rank}} ({@code HasAnyRankOfPred}) */
  public static TypePredicate ofRank(int rank) {
    return type -> type instanceof ShapedType shaped && shaped.hasRank() && shaped.rank() == rank;
  }

  /** {@return a tensor whose element type satisfies one of {@code elements}} */
  public static TypePredicate tensorOf(TypePredicate... elements) {
    return containerOf(tensor(), anyOf(elements));
  }

  /** {@return a ranked tensor whose element type satisfies one of {@code elements}} */
  public static TypePredicate rankedTensorOf(TypePredicate... elements) {
    return containerOf(rankedTensor(), anyOf(elements));
  }

  /** {@return a memref whose element type satisfies one of {@code elements}} */
  public static TypePredicate memRefOf(TypePredicate... elements) {
    return containerOf(memRef(), anyOf(elements));
  }

  /** {@return a vector whose element type satisfies one of {@code elements}} */
  public static TypePredicate vectorOf(TypePredicate... elements) {
    return containerOf(vector(), anyOf(elements));
  }

  /**
   * {@return a type satisfying {@code element}, or a vector or tensor of such types}: ODS's
   * {@code TypeOrValueSemanticsContainer} ({@code SignlessIntegerLike}, {@code FloatLike}...)
   */
  public static TypePredicate scalarOrContainerOf(TypePredicate element) {
    TypePredicate container = containerOf(type -> vector().test(type) || tensor().test(type),
        element);
    return type -> element.test(type) || container.test(type);
  }

  // ---- Combinators ----

  /** {@return the predicate satisfied when one of {@code alternatives} is} */
  public static TypePredicate anyOf(TypePredicate... alternatives) {
    TypePredicate[] copy = alternatives.clone();
    return type -> {
      for (TypePredicate p : copy) {
        if (p.test(type)) {
          return true;
        }
      }
      return false;
    };
  }

  /** {@return the predicate satisfied when all of {@code parts} are} */
  public static TypePredicate allOf(TypePredicate... parts) {
    TypePredicate[] copy = parts.clone();
    return type -> {
      for (TypePredicate p : copy) {
        if (!p.test(type)) {
          return false;
        }
      }
      return true;
    };
  }

  private static TypePredicate containerOf(TypePredicate container, TypePredicate element) {
    return type -> container.test(type) && type instanceof ShapedType shaped
        && element.test(shaped.elementType());
  }

  /** {@return the IEEE float type of {@code width} bits, or {@code null}} */
  static FloatType ieeeFloat(int width) {
    switch (width) {
      case 16:
        return FloatType.F16;
      case 32:
        return FloatType.F32;
      case 64:
        return FloatType.F64;
      case 128:
        return FloatType.F128;
      default:
        return null;
    }
  }
}
