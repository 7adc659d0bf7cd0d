package raptor.dialect.spat.transforms.scheduling;

import java.util.Objects;

/**
 * One crossbar tile of a weight matrix that a compute keeps resident (spec §1.1). Two computes on
 * one core that use the same tile count it once.
 *
 * @param weight the identity of the weight (the function-level value)
 * @param tileRow the tile's row among the crossbar tiles of the weight
 * @param tileColumn the tile's column
 */
public record ResidentWeight(Object weight, long tileRow, long tileColumn) {
  // equals and hashCode written out, with the values of the generated ones: those run through
  // method handles, which the quick JIT of raptor-compile does not inline (scheduling spent a
  // sixth of its time in them).

  @Override
  public boolean equals(Object other) {
    return other instanceof ResidentWeight that && tileRow == that.tileRow
        && tileColumn == that.tileColumn && Objects.equals(weight, that.weight);
  }

  @Override
  public int hashCode() {
    return (Objects.hashCode(weight) * 31 + Long.hashCode(tileRow)) * 31
        + Long.hashCode(tileColumn);
  }
}
