package raptor.ir.constraint;

import raptor.ir.attr.Type;

/** A condition on a type, the predicate of an ODS type constraint. */
@FunctionalInterface
public interface TypePredicate {
  /** {@return whether {@code type} satisfies the condition} */
  boolean test(Type type);
}
