package raptor.ir;

import java.util.Collection;
import java.util.LinkedHashSet;
import raptor.ir.trait.Trait;

/**
 * An immutable set of trait classes. A membership test ({@link OpInfo#hasTrait}, asked for every
 * op by the verifier, the printer and the passes, several times per op) compares the asked class
 * by identity with each member: an op kind has a handful of traits, held in one small array, so
 * this is cheaper than a lookup keyed by the class, which has to reach the class's own tables.
 */
final class TraitSet {
  private final Class<?>[] members;

  TraitSet(Collection<Class<? extends Trait>> traits) {
    members = new LinkedHashSet<>(traits).toArray(new Class<?>[0]);
  }

  /** {@return whether {@code trait} is in the set} */
  boolean contains(Class<? extends Trait> trait) {
    for (Class<?> member : members) {
      if (member == trait) {
        return true;
      }
    }
    return false;
  }
}
