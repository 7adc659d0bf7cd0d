package raptor.ir;

import raptor.ir.attr.Attribute;

/**
 * What one result of a folded op becomes: an existing value, or a constant attribute that the
 * driver materializes through the op's dialect. Exactly one of the two is non-null.
 *
 * @param value the replacement value, or {@code null}
 * @param attribute the constant value, or {@code null}
 */
public record OpFoldResult(Value value, Attribute attribute) {
  /** Checks that exactly one component is set. */
  public OpFoldResult {
    if ((value == null) == (attribute == null)) {
      throw new IllegalArgumentException("exactly one of value and attribute must be set");
    }
  }

  /** {@return a fold result replacing the op's result with {@code value}} */
  public static OpFoldResult of(Value value) {
    return new OpFoldResult(value, null);
  }

  /** {@return a fold result replacing the op's result with the constant {@code attribute}} */
  public static OpFoldResult of(Attribute attribute) {
    return new OpFoldResult(null, attribute);
  }
}
