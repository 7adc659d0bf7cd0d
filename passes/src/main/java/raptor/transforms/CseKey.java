package raptor.transforms;

import java.util.Objects;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.trait.Commutative;
import raptor.rewrite.RegionEquivalence;

/**
 * An op as a key of the CSE table (MLIR's {@code OperationEquivalence}): equal to another when
 * both have the same name, properties, attributes, operands (identical values; a commutative
 * op's two operands in either order), result types and equivalent regions
 * ({@link RegionEquivalence}; regions are not hashed). It reads the op itself instead of
 * copying those lists, so a table entry costs one small object; an op must not change while it
 * is a key.
 */
final class CseKey {
  private final Operation op;
  private final int hash;

  CseKey(Operation op) {
    this.op = op;
    this.hash = hashOf(op);
  }

  private static int hashOf(Operation op) {
    int h = op.name().hashCode();
    h = 31 * h + Objects.hashCode(op.properties());
    h = 31 * h + op.attributes().hashCode();
    int n = op.numOperands();
    for (int i = 0; i < n; i++) {
      h = 31 * h + operand(op, i).id();
    }
    for (int i = 0; i < op.numResults(); i++) {
      h = 31 * h + op.result(i).type().hashCode();
    }
    return h;
  }

  /** {@return operand {@code i}, the two operands of a commutative op ordered by value id} */
  private static Value operand(Operation op, int i) {
    if (op.numOperands() != 2 || !op.hasTrait(Commutative.class)) {
      return op.operand(i);
    }
    Value a = op.operand(0);
    Value b = op.operand(1);
    boolean swap = a.id() > b.id();
    return (i == 0) != swap ? a : b;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof CseKey key) || key.hash != hash) {
      return false;
    }
    Operation that = key.op;
    if (!op.name().equals(that.name()) || op.numOperands() != that.numOperands()
        || op.numResults() != that.numResults()
        || !Objects.equals(op.properties(), that.properties())
        || !op.attributes().equals(that.attributes())) {
      return false;
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (operand(op, i) != operand(that, i)) {
        return false;
      }
    }
    for (int i = 0; i < op.numResults(); i++) {
      if (!op.result(i).type().equals(that.result(i).type())) {
        return false;
      }
    }
    return op.numRegions() == 0 && that.numRegions() == 0
        || RegionEquivalence.equivalent(op, that);
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
