package raptor.ir.constraint;

import raptor.ir.attr.Attribute;
import raptor.ir.attr.BoolAttr;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.SparseElementsAttr;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;
import raptor.ir.attr.Type;

/**
 * Conversions from an attribute's storage to the plain Java value a generated accessor returns
 * ({@code long coreId()} next to {@code IntegerAttr coreIdAttr()}); the {@code convert} names of
 * {@code raptor/OpBase.td}.
 */
public final class AttrValues {
  private AttrValues() {
  }

  /** {@return the value of an integer attribute, truncated to 64 bits} */
  public static long asLong(IntegerAttr attr) {
    return attr.longValue();
  }

  /** {@return the value of a {@code true}/{@code false} attribute} */
  public static boolean asBool(IntegerAttr attr) {
    return BoolAttr.value(attr);
  }

  /** {@return the text of a string attribute} */
  public static String asString(StringAttr attr) {
    return attr.value();
  }

  /** {@return the leaf name of a symbol reference} */
  public static String asSymbol(SymbolRefAttr attr) {
    return attr.leaf();
  }

  /** {@return the value of a float attribute} */
  public static double asDouble(FloatAttr attr) {
    return attr.doubleValue();
  }

  /** {@return the elements of a dense integer array} */
  public static long[] asLongs(DenseArrayAttr attr) {
    return attr.toArray();
  }

  /**
   * {@return the type of a typed attribute (integer, float, elements, string), or {@code null}
   * for an attribute without one}
   */
  public static Type typeOf(Attribute attr) {
    if (attr instanceof IntegerAttr i) {
      return i.type();
    }
    if (attr instanceof FloatAttr f) {
      return f.type();
    }
    if (attr instanceof DenseElementsAttr d) {
      return d.type();
    }
    if (attr instanceof SparseElementsAttr s) {
      return s.type();
    }
    if (attr instanceof DenseResourceAttr r) {
      return r.type();
    }
    return null;
  }
}
