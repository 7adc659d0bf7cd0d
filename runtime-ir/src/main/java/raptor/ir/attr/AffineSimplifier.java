package raptor.ir.attr;

import raptor.ir.attr.AffineExpr.Binary;
import raptor.ir.attr.AffineExpr.Constant;
import raptor.ir.attr.AffineExpr.Kind;

/**
 * The local simplifications MLIR applies when an affine binary expression is built; each method
 * returns {@code null} when no simplification applies.
 */
final class AffineSimplifier {
  private AffineSimplifier() {}

  static AffineExpr add(AffineExpr lhs, AffineExpr rhs) {
    Long lhsConst = constantOf(lhs);
    Long rhsConst = constantOf(rhs);
    if (lhsConst != null && rhsConst != null) {
      long sum = lhsConst + rhsConst;
      boolean overflow = ((lhsConst ^ sum) & (rhsConst ^ sum)) < 0;
      return overflow ? null : AffineExpr.constant(sum);
    }
    if (lhsConst != null || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) {
      return rhs.plus(lhs);
    }
    if (rhsConst != null && rhsConst == 0) {
      return lhs;
    }
    Binary lBin = binary(lhs, Kind.ADD);
    if (lBin != null && rhsConst != null && lBin.rhs() instanceof Constant) {
      return lBin.lhs().plus(((Constant) lBin.rhs()).value() + rhsConst);
    }
    AffineExpr collected = collectLikeTerms(lhs, rhs);
    if (collected != null) {
      return collected;
    }
    if (lBin != null && lBin.rhs() instanceof Constant) {
      return lBin.lhs().plus(rhs).plus(lBin.rhs());
    }
    return detectMod(lhs, rhs);
  }

  /** {@code c1 * e + c2 * e -> (c1 + c2) * e}, where a bare {@code e} counts as {@code e * 1}. */
  private static AffineExpr collectLikeTerms(AffineExpr lhs, AffineExpr rhs) {
    Binary lMul = binary(lhs, Kind.MUL);
    long lhsFactor = 1;
    AffineExpr first = lhs;
    if (lMul != null && lMul.rhs() instanceof Constant) {
      lhsFactor = ((Constant) lMul.rhs()).value();
      first = lMul.lhs();
    }
    Binary rMul = binary(rhs, Kind.MUL);
    long rhsFactor = 1;
    AffineExpr second = rhs;
    if (rMul != null && rMul.rhs() instanceof Constant) {
      rhsFactor = ((Constant) rMul.rhs()).value();
      second = rMul.lhs();
    }
    if (!first.equals(second)) {
      return null;
    }
    return first.times(lhsFactor + rhsFactor);
  }

  /** {@code e + (e floordiv c) * -c -> e mod c}. */
  private static AffineExpr detectMod(AffineExpr lhs, AffineExpr rhs) {
    Binary rMul = binary(rhs, Kind.MUL);
    if (rMul == null || !(rMul.rhs() instanceof Constant)) {
      return null;
    }
    Binary div = binary(rMul.lhs(), Kind.FLOOR_DIV);
    if (div == null || !(div.rhs() instanceof Constant)) {
      return null;
    }
    long divisor = ((Constant) div.rhs()).value();
    if (((Constant) rMul.rhs()).value() != -divisor || !div.lhs().equals(lhs)) {
      return null;
    }
    return lhs.mod(div.rhs());
  }

  static AffineExpr mul(AffineExpr lhs, AffineExpr rhs) {
    Long lhsConst = constantOf(lhs);
    Long rhsConst = constantOf(rhs);
    if (lhsConst != null && rhsConst != null) {
      long product = lhsConst * rhsConst;
      boolean overflow = Math.multiplyHigh(lhsConst, rhsConst) != (product >> 63);
      return overflow ? null : AffineExpr.constant(product);
    }
    if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
      return null;
    }
    if (lhsConst != null || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) {
      return rhs.times(lhs);
    }
    if (rhsConst != null && rhsConst == 1) {
      return lhs;
    }
    if (rhsConst != null && rhsConst == 0) {
      return rhs;
    }
    Binary lBin = binary(lhs, Kind.MUL);
    if (lBin != null && lBin.rhs() instanceof Constant) {
      if (rhsConst != null) {
        return lBin.lhs().times(((Constant) lBin.rhs()).value() * rhsConst);
      }
      return lBin.lhs().times(rhs).times(lBin.rhs());
    }
    return null;
  }

  static AffineExpr floorDiv(AffineExpr lhs, AffineExpr rhs) {
    Long divisor = constantOf(rhs);
    if (divisor == null || divisor == 0) {
      return null;
    }
    Long lhsConst = constantOf(lhs);
    if (lhsConst != null) {
      if (lhsConst == Long.MIN_VALUE && divisor == -1) {
        return null;
      }
      return AffineExpr.constant(Math.floorDiv(lhsConst, divisor));
    }
    if (divisor == 1) {
      return lhs;
    }
    AffineExpr exact = divideExactMultiple(lhs, divisor);
    if (exact != null) {
      return exact;
    }
    Binary lBin = binary(lhs, Kind.ADD);
    if (lBin != null && (lBin.lhs().largestKnownDivisor() % divisor == 0
        || lBin.rhs().largestKnownDivisor() % divisor == 0)) {
      return lBin.lhs().floorDiv(rhs).plus(lBin.rhs().floorDiv(rhs));
    }
    return null;
  }

  static AffineExpr ceilDiv(AffineExpr lhs, AffineExpr rhs) {
    Long divisor = constantOf(rhs);
    if (divisor == null || divisor == 0) {
      return null;
    }
    Long lhsConst = constantOf(lhs);
    if (lhsConst != null) {
      if (lhsConst == Long.MIN_VALUE && divisor == -1) {
        return null;
      }
      return AffineExpr.constant(-Math.floorDiv(-lhsConst, divisor));
    }
    if (divisor == 1) {
      return lhs;
    }
    return divideExactMultiple(lhs, divisor);
  }

  /** {@code (e * k) div c -> e * (k / c)} when {@code c} divides {@code k}. */
  private static AffineExpr divideExactMultiple(AffineExpr lhs, long divisor) {
    Binary lBin = binary(lhs, Kind.MUL);
    if (lBin != null && lBin.rhs() instanceof Constant) {
      long factor = ((Constant) lBin.rhs()).value();
      if (factor % divisor == 0) {
        return lBin.lhs().times(factor / divisor);
      }
    }
    return null;
  }

  static AffineExpr mod(AffineExpr lhs, AffineExpr rhs) {
    Long modulus = constantOf(rhs);
    if (modulus == null || modulus < 1) {
      return null;
    }
    Long lhsConst = constantOf(lhs);
    if (lhsConst != null) {
      return AffineExpr.constant(Math.floorMod(lhsConst, modulus));
    }
    if (lhs.largestKnownDivisor() % modulus == 0) {
      return AffineExpr.constant(0);
    }
    Binary lBin = binary(lhs, Kind.ADD);
    if (lBin != null) {
      if (lBin.lhs().largestKnownDivisor() % modulus == 0) {
        return lBin.rhs().mod(rhs);
      }
      if (lBin.rhs().largestKnownDivisor() % modulus == 0) {
        return lBin.lhs().mod(rhs);
      }
    }
    Binary inner = binary(lhs, Kind.MOD);
    if (inner != null && inner.rhs() instanceof Constant) {
      long intermediate = ((Constant) inner.rhs()).value();
      if (intermediate >= 1 && Math.floorMod(intermediate, modulus) == 0) {
        return inner.lhs().mod(rhs);
      }
    }
    return null;
  }

  private static Long constantOf(AffineExpr expr) {
    return expr instanceof Constant ? ((Constant) expr).value() : null;
  }

  private static Binary binary(AffineExpr expr, Kind kind) {
    if (expr instanceof Binary && ((Binary) expr).kind() == kind) {
      return (Binary) expr;
    }
    return null;
  }
}
