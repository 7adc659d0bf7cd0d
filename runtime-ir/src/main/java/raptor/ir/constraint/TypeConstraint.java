package raptor.ir.constraint;

import java.util.Objects;
import raptor.ir.attr.Type;

/**
 * A named type constraint of an operand or result: the ODS summary used in diagnostics and the
 * predicate that decides it.
 *
 * @param summary the phrase completing "must be ...", such as {@code signless-integer-like}
 * @param predicate the condition
 */
public record TypeConstraint(String summary, TypePredicate predicate) {
  /** Checks the components. */
  public TypeConstraint {
    Objects.requireNonNull(summary, "summary");
    Objects.requireNonNull(predicate, "predicate");
  }

  /** {@return whether {@code type} satisfies the constraint} */
  public boolean test(Type type) {
    return predicate.test(type);
  }
}
