package raptor.dialect.arith;

import static raptor.dialect.arith.IntegerValues.signed;
import static raptor.dialect.arith.IntegerValues.unsigned;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Type;

/**
 * The folds of the casts: constants are converted (integer casts wrap, float casts fold only
 * when exact, {@code fptosi} truncates toward zero and stays when out of range), and chains of
 * extensions and truncations collapse.
 */
final class CastFolders {
  private CastFolders() {
  }

  static List<OpFoldResult> indexCast(ArithIndexCastOp op, List<Attribute> c) {
    return c.get(0) instanceof IntegerAttr a && isScalarInteger(op.out().type())
        ? FoldResults.constant(new IntegerAttr(op.out().type(), signed(a))) : null;
  }

  static List<OpFoldResult> extsi(ArithExtSIOp op, List<Attribute> c) {
    if (op.in().definingOp() instanceof ArithExtSIOp inner) {
      op.setOperand(0, inner.in());
      return FoldResults.inPlace();
    }
    return c.get(0) instanceof IntegerAttr a && isScalarInteger(op.out().type())
        ? FoldResults.constant(new IntegerAttr(op.out().type(), signed(a))) : null;
  }

  static List<OpFoldResult> extui(ArithExtUIOp op, List<Attribute> c) {
    if (op.in().definingOp() instanceof ArithExtUIOp inner) {
      op.setOperand(0, inner.in());
      return FoldResults.inPlace();
    }
    return c.get(0) instanceof IntegerAttr a && isScalarInteger(op.out().type())
        ? FoldResults.constant(new IntegerAttr(op.out().type(), unsigned(a))) : null;
  }

  /** {@code trunci(ext(a))} becomes {@code a} or {@code trunci(a)}; so does a truncation chain. */
  static List<OpFoldResult> trunci(ArithTruncIOp op, List<Attribute> c) {
    Value in = op.in();
    if (in.definingOp() instanceof ArithExtSIOp || in.definingOp() instanceof ArithExtUIOp) {
      Value source = in.definingOp().operand(0);
      if (source.type().equals(op.out().type())) {
        return FoldResults.value(source);
      }
      if (width(source.type()) > width(op.out().type())) {
        op.setOperand(0, source);
        return FoldResults.inPlace();
      }
    }
    if (in.definingOp() instanceof ArithTruncIOp inner) {
      op.setOperand(0, inner.in());
      return FoldResults.inPlace();
    }
    return c.get(0) instanceof IntegerAttr a && isScalarInteger(op.out().type())
        ? FoldResults.constant(new IntegerAttr(op.out().type(), a.value())) : null;
  }

  static List<OpFoldResult> sitofp(ArithSIToFPOp op, List<Attribute> c) {
    return c.get(0) instanceof IntegerAttr a ? intToFloat(signed(a), op.out().type()) : null;
  }

  static List<OpFoldResult> uitofp(ArithUIToFPOp op, List<Attribute> c) {
    return c.get(0) instanceof IntegerAttr a ? intToFloat(unsigned(a), op.out().type()) : null;
  }

  /** An integer converted to a float, rounded as MLIR does, when the type allows it. */
  private static List<OpFoldResult> intToFloat(BigInteger value, Type out) {
    if (!(out instanceof FloatType type)) {
      return null;
    }
    if (type == FloatType.F32) {
      return FoldResults.constant(FloatAttr.of(type, value.floatValue()));
    }
    boolean exactInDouble = value.bitLength() <= 53;
    return FloatValues.foldable(type) && (type == FloatType.F64 || exactInDouble)
        ? FoldResults.constant(FloatAttr.of(type, value.doubleValue())) : null;
  }

  static List<OpFoldResult> fptosi(ArithFPToSIOp op, List<Attribute> c) {
    return floatToInt(c.get(0), op.out().type(), true);
  }

  static List<OpFoldResult> fptoui(ArithFPToUIOp op, List<Attribute> c) {
    return floatToInt(c.get(0), op.out().type(), false);
  }

  /** A finite float truncated toward zero, when the integer type holds the result. */
  private static List<OpFoldResult> floatToInt(Attribute constant, Type out, boolean signed) {
    FloatAttr f = FloatValues.foldable(constant);
    if (f == null || !(out instanceof IntegerType type) || !Double.isFinite(f.doubleValue())) {
      return null;
    }
    BigInteger value = new BigDecimal(f.doubleValue()).toBigInteger();
    BigInteger min = signed ? IntegerValues.signedMin(type.width()) : BigInteger.ZERO;
    BigInteger max = signed ? IntegerValues.signedMax(type.width())
        : BigInteger.ONE.shiftLeft(type.width()).subtract(BigInteger.ONE);
    boolean inRange = value.compareTo(min) >= 0 && value.compareTo(max) <= 0;
    return inRange ? FoldResults.constant(new IntegerAttr(type, value)) : null;
  }

  static List<OpFoldResult> extf(ArithExtFOp op, List<Attribute> c) {
    return convertExactly(c.get(0), op.out().type());
  }

  static List<OpFoldResult> truncf(ArithTruncFOp op, List<Attribute> c) {
    if (op.in().definingOp() instanceof ArithExtFOp ext
        && ext.in().type().equals(op.out().type())) {
      return FoldResults.value(ext.in());
    }
    return convertExactly(c.get(0), op.out().type());
  }

  static List<OpFoldResult> bitcast(ArithBitcastOp op, List<Attribute> c) {
    BigInteger bits;
    if (c.get(0) instanceof FloatAttr f) {
      bits = f.bits();
    } else if (c.get(0) instanceof IntegerAttr i) {
      bits = unsigned(i);
    } else {
      return null;
    }
    Type type = op.out().type();
    if (type instanceof FloatType f) {
      return FoldResults.constant(new FloatAttr(f, bits));
    }
    return isScalarInteger(type) ? FoldResults.constant(new IntegerAttr(type, bits)) : null;
  }

  /** Folds a float conversion when {@code value} is representable in {@code type}. */
  private static List<OpFoldResult> convertExactly(Attribute value, Type type) {
    FloatAttr f = FloatValues.foldable(value);
    if (f == null || !FloatValues.foldable(type)) {
      return null;
    }
    FloatAttr converted = FloatAttr.of((FloatType) type, f.doubleValue());
    boolean exact = Double.compare(converted.doubleValue(), f.doubleValue()) == 0;
    return exact ? FoldResults.constant(converted) : null;
  }

  private static boolean isScalarInteger(Type type) {
    return type instanceof IntegerType || type instanceof IndexType;
  }

  private static int width(Type type) {
    return IntegerAttr.bitWidth(type);
  }
}
