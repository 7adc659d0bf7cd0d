package raptor.ir.attr;

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
}
