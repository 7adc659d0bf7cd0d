package raptor.dialect.pim;

import raptor.ir.Operation;
import raptor.ir.OpResult;
import raptor.ir.Value;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.trait.ConstantLike;

/** What verifiers can know statically about Pim operands: constant indices and byte sizes. */
public final class StaticValues {
  /** Returned by {@link #byteSize(Type)} when the size is not static. */
  public static final long UNKNOWN = -1;

  private StaticValues() {
  }

  /** {@return the integer a constant-like op gives {@code value}, or {@code null}} */
  public static Long constantInteger(Value value) {
    if (!(value instanceof OpResult result)) {
      return null;
    }
    Operation def = result.owner();
    if (!def.hasTrait(ConstantLike.class)
        || !(def.inherentAttr("value") instanceof IntegerAttr integer)) {
      return null;
    }
    return integer.longValue();
  }

  /** {@return the bytes of a statically shaped tensor or memref, or {@link #UNKNOWN}} */
  public static long byteSize(Type type) {
    if (!(type instanceof ShapedType shaped) || !shaped.hasStaticShape()) {
      return UNKNOWN;
    }
    long element = elementBytes(shaped.elementType());
    return element == UNKNOWN ? UNKNOWN : element * shaped.numElements();
  }

  /** {@return the bytes of one element of {@code type}, or {@link #UNKNOWN}} */
  public static long elementBytes(Type type) {
    if (type instanceof IntegerType integer) {
      return (integer.width() + 7) / 8;
    }
    if (type instanceof FloatType f) {
      return (f.width() + 7) / 8;
    }
    return type instanceof IndexType ? 8 : UNKNOWN;
  }
}
