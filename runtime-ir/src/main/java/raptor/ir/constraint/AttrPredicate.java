package raptor.ir.constraint;

import raptor.ir.attr.Attribute;

/** A condition on an attribute, the predicate of an ODS attribute constraint. */
@FunctionalInterface
public interface AttrPredicate {
  /** {@return whether {@code attr} satisfies the condition} */
  boolean test(Attribute attr);
}
