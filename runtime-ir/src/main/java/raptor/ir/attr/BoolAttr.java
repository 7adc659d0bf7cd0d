package raptor.ir.attr;

import java.math.BigInteger;

/** Helpers for boolean attributes, which are signless {@code i1} {@link IntegerAttr}s. */
public final class BoolAttr {
  /** {@code true}. */
  public static final IntegerAttr TRUE = new IntegerAttr(IntegerType.I1, BigInteger.ONE);
  /** {@code false}. */
  public static final IntegerAttr FALSE = new IntegerAttr(IntegerType.I1, BigInteger.ZERO);

  private BoolAttr() {}

  /** {@return {@link #TRUE} or {@link #FALSE}} */
  public static IntegerAttr of(boolean value) {
    return value ? TRUE : FALSE;
  }

  /** {@return whether {@code attr} is a boolean attribute} */
  public static boolean isBool(Attribute attr) {
    return attr instanceof IntegerAttr && ((IntegerAttr) attr).isBool();
  }

  /** {@return the value of a boolean attribute} */
  public static boolean value(IntegerAttr attr) {
    return attr.value().signum() != 0;
  }
}
