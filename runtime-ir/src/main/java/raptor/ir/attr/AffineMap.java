package raptor.ir.attr;

import java.util.ArrayList;
import java.util.List;

/**
 * An affine map {@code (d0, d1)[s0] -> (d0 + s0, d1)}.
 *
 * @param numDims the number of dimensions
 * @param numSymbols the number of symbols
 * @param results the result expressions
 */
public record AffineMap(int numDims, int numSymbols, List<AffineExpr> results) {
  /** Copies the result list. */
  public AffineMap {
    results = List.copyOf(results);
  }

  /** {@return the identity map on {@code rank} dimensions} */
  public static AffineMap identity(int rank) {
    AffineExpr[] dims = new AffineExpr[rank];
    for (int i = 0; i < rank; i++) {
      dims[i] = AffineExpr.dim(i);
    }
    return new AffineMap(rank, 0, List.of(dims));
  }

  /** {@return whether result {@code i} is {@code d<i>} for every dimension (MLIR's isIdentity)} */
  public boolean isIdentity() {
    if (numDims != results.size()) {
      return false;
    }
    for (int i = 0; i < numDims; i++) {
      AffineExpr result = results.get(i);
      if (!(result instanceof AffineExpr.Dim) || ((AffineExpr.Dim) result).position() != i) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether the map has no symbols and its results are its dimensions, each once, in
   * some order (MLIR's isPermutation)}
   */
  public boolean isPermutation() {
    if (numSymbols != 0 || numDims != results.size()) {
      return false;
    }
    boolean[] seen = new boolean[numDims];
    for (AffineExpr result : results) {
      if (!(result instanceof AffineExpr.Dim dim) || seen[dim.position()]) {
        return false;
      }
      seen[dim.position()] = true;
    }
    return true;
  }

  /**
   * {@return {@code this} applied after {@code inner} (MLIR's {@code compose}): the dimensions
   * of {@code inner}, its symbols then this map's, and this map's results with each dimension
   * replaced by the matching result of {@code inner}}
   */
  public AffineMap compose(AffineMap inner) {
    List<AffineExpr> composed = new ArrayList<>(results.size());
    for (AffineExpr result : results) {
      composed.add(substitute(result, inner));
    }
    return new AffineMap(inner.numDims(), inner.numSymbols() + numSymbols, composed);
  }

  private static AffineExpr substitute(AffineExpr expr, AffineMap inner) {
    if (expr instanceof AffineExpr.Dim dim) {
      return inner.results().get(dim.position());
    }
    if (expr instanceof AffineExpr.Symbol symbol) {
      return AffineExpr.symbol(inner.numSymbols() + symbol.position());
    }
    if (!(expr instanceof AffineExpr.Binary binary)) {
      return expr;
    }
    AffineExpr lhs = substitute(binary.lhs(), inner);
    AffineExpr rhs = substitute(binary.rhs(), inner);
    return switch (binary.kind()) {
      case ADD -> lhs.plus(rhs);
      case MUL -> lhs.times(rhs);
      case MOD -> lhs.mod(rhs);
      case FLOOR_DIV -> lhs.floorDiv(rhs);
      case CEIL_DIV -> lhs.ceilDiv(rhs);
    };
  }
}
