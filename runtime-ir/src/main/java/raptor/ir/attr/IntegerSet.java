package raptor.ir.attr;

import java.util.List;

/**
 * An integer set {@code (d0)[s0] : (d0 - s0 >= 0, d0 == 0)}: constraints {@code e >= 0} or
 * {@code e == 0}.
 *
 * @param numDims the number of dimensions
 * @param numSymbols the number of symbols
 * @param constraints the constraint expressions
 * @param equalities for each constraint, {@code true} for {@code == 0}, {@code false} for
 *     {@code >= 0}
 */
public record IntegerSet(int numDims, int numSymbols, List<AffineExpr> constraints,
    List<Boolean> equalities) {
  /** Copies the lists and checks that they have the same length. */
  public IntegerSet {
    constraints = List.copyOf(constraints);
    equalities = List.copyOf(equalities);
    if (constraints.size() != equalities.size()) {
      throw new IllegalArgumentException("one equality flag per constraint expected");
    }
  }
}
