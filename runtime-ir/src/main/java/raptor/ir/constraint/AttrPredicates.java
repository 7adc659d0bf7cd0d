package raptor.ir.constraint;

import java.math.BigInteger;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.SparseElementsAttr;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;

/**
 * The attribute predicates named by {@code raptor/OpBase.td}; each factory is the {@code fn} of
 * an attribute constraint there, called with its integer parameters, then its nested
 * constraints.
 */
public final class AttrPredicates {
  private AttrPredicates() {
  }

  // ---- Kinds ----

  /** {@return the predicate accepting every attribute} ({@code AnyAttr}) */
  public static AttrPredicate any() {
    return attr -> true;
  }

  /** {@return an integer attribute of the signless type of {@code width} bits} ({@code I64Attr}) */
  public static AttrPredicate signlessInteger(int width) {
    return attr -> attr instanceof IntegerAttr i && i.type() instanceof IntegerType t
        && t.isSignless(width);
  }

  /** {@return an integer attribute of the signed type of {@code width} bits} ({@code SI64Attr}) */
  public static AttrPredicate signedInteger(int width) {
    return attr -> attr instanceof IntegerAttr i
        && i.type().equals(IntegerType.signed(width));
  }

  /** {@return an integer attribute of any integer type of {@code width} bits} ({@code AnyI64Attr}) */
  public static AttrPredicate integerOfWidth(int width) {
    return attr -> attr instanceof IntegerAttr i && i.type() instanceof IntegerType t
        && t.width() == width;
  }

  /** {@return an integer attribute of type {@code index}} */
  public static AttrPredicate index() {
    return attr -> attr instanceof IntegerAttr i && i.type() instanceof IndexType;
  }

  /** {@return a {@code true}/{@code false} attribute} */
  public static AttrPredicate bool() {
    return attr -> attr instanceof IntegerAttr i && i.isBool();
  }

  /** {@return the unit attribute} */
  public static AttrPredicate unit() {
    return attr -> attr instanceof UnitAttr;
  }

  /** {@return a string attribute} */
  public static AttrPredicate string() {
    return attr -> attr instanceof StringAttr;
  }

  /** {@return a float attribute of the IEEE type of {@code width} bits} */
  public static AttrPredicate floatOfWidth(int width) {
    return attr -> attr instanceof FloatAttr f && f.type() == TypePredicates.ieeeFloat(width);
  }

  /** {@return a type used as an attribute} ({@code TypeAttr}) */
  public static AttrPredicate type() {
    return attr -> attr instanceof Type;
  }

  /** {@return an array attribute} */
  public static AttrPredicate array() {
    return attr -> attr instanceof ArrayAttr;
  }

  /** {@return an array attribute whose every element satisfies {@code element}} */
  public static AttrPredicate arrayOf(AttrPredicate element) {
    return attr -> {
      if (!(attr instanceof ArrayAttr array)) {
        return false;
      }
      for (Attribute e : array.elements()) {
        if (!element.test(e)) {
          return false;
        }
      }
      return true;
    };
  }

  /** {@return a dense array of {@code width}-bit integers} ({@code DenseI64ArrayAttr}) */
  public static AttrPredicate denseIntArray(int width) {
    return attr -> attr instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t
        && t.width() == width;
  }

  /** {@return a dictionary attribute} */
  public static AttrPredicate dictionary() {
    return attr -> attr instanceof DictionaryAttr;
  }

  /** {@return an affine map attribute} */
  public static AttrPredicate affineMap() {
    return attr -> attr instanceof AffineMapAttr;
  }

  /** {@return a constant vector/tensor attribute} ({@code ElementsAttr}) */
  public static AttrPredicate elements() {
    return attr -> attr instanceof DenseElementsAttr || attr instanceof SparseElementsAttr
        || attr instanceof DenseResourceAttr;
  }

  /** {@return a string naming a symbol} ({@code SymbolNameAttr}) */
  public static AttrPredicate symbolName() {
    return string();
  }

  /** {@return a symbol reference without nested references} */
  public static AttrPredicate flatSymbolRef() {
    return attr -> attr instanceof SymbolRefAttr ref && ref.isFlat();
  }

  /** {@return any symbol reference} */
  public static AttrPredicate symbolRef() {
    return attr -> attr instanceof SymbolRefAttr;
  }

  /** {@return an attribute with a type} ({@code TypedAttrInterface}) */
  public static AttrPredicate typed() {
    return attr -> AttrValues.typeOf(attr) != null;
  }

  /** {@return an {@code i64} integer attribute whose value is one of {@code cases}} */
  public static AttrPredicate i64Enum(long... cases) {
    long[] copy = cases.clone();
    return attr -> {
      if (!signlessInteger(64).test(attr)) {
        return false;
      }
      long value = ((IntegerAttr) attr).longValue();
      for (long c : copy) {
        if (c == value) {
          return true;
        }
      }
      return false;
    };
  }

  /** {@return an attribute of the Java class {@code kind}} (dialect attributes) */
  public static AttrPredicate instanceOf(Class<? extends Attribute> kind) {
    return kind::isInstance;
  }

  // ---- Confinements ({@code ConfinedAttr}) ----

  /** {@return the predicate satisfied when all of {@code parts} are} */
  public static AttrPredicate allOf(AttrPredicate... parts) {
    AttrPredicate[] copy = parts.clone();
    return attr -> {
      for (AttrPredicate p : copy) {
        if (!p.test(attr)) {
          return false;
        }
      }
      return true;
    };
  }

  /** {@return an integer attribute whose value is at least {@code min}} */
  public static AttrPredicate intMinValue(long min) {
    return attr -> attr instanceof IntegerAttr i && i.value().compareTo(BigInteger.valueOf(min)) >= 0;
  }

  /** {@return an integer attribute whose value is at most {@code max}} */
  public static AttrPredicate intMaxValue(long max) {
    return attr -> attr instanceof IntegerAttr i && i.value().compareTo(BigInteger.valueOf(max)) <= 0;
  }

  /** {@return an integer attribute whose value is positive} */
  public static AttrPredicate intPositive() {
    return attr -> attr instanceof IntegerAttr i && i.value().signum() > 0;
  }

  /** {@return an integer attribute whose value is a power of two} */
  public static AttrPredicate intPowerOf2() {
    return attr -> attr instanceof IntegerAttr i && i.value().signum() > 0
        && i.value().bitCount() == 1;
  }

  /** {@return an array attribute with at least {@code n} elements} */
  public static AttrPredicate arrayMinCount(int n) {
    return attr -> attr instanceof ArrayAttr a && a.size() >= n;
  }

  /** {@return a dense array with exactly {@code n} elements} */
  public static AttrPredicate denseArrayCount(int n) {
    return attr -> attr instanceof DenseArrayAttr d && d.size() == n;
  }

  /** {@return a dense array whose elements are all non-negative} */
  public static AttrPredicate denseArrayNonNegative() {
    return attr -> {
      if (!(attr instanceof DenseArrayAttr d)) {
        return false;
      }
      for (int i = 0; i < d.size(); i++) {
        if (d.get(i) < 0) {
          return false;
        }
      }
      return true;
    };
  }
}
