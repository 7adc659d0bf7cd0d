package raptor.ir.constraint;

import java.util.Objects;
import raptor.ir.attr.Attribute;

/**
 * A named attribute constraint: the ODS summary used in diagnostics and the predicate that
 * decides it.
 *
 * @param summary the phrase completing "failed to satisfy constraint: ..."
 * @param predicate the condition
 */
public record AttrConstraint(String summary, AttrPredicate predicate) {
  /** Checks the components. */
  public AttrConstraint {
    Objects.requireNonNull(summary, "summary");
    Objects.requireNonNull(predicate, "predicate");
  }

  /** {@return whether {@code attr} satisfies the constraint} */
  public boolean test(Attribute attr) {
    return predicate.test(attr);
  }
}
