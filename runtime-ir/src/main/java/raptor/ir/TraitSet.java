package raptor.ir;

import java.util.Collection;
import java.util.concurrent.atomic.AtomicInteger;
import raptor.ir.trait.Trait;

/**
 * An immutable set of trait classes, stored as a bit set indexed by a process-wide id per
 * trait class: a membership test ({@link OpInfo#hasTrait}, asked for every op by the verifier,
 * the printer and the passes) is a {@link ClassValue} lookup and a bit test, not a hash probe.
 */
final class TraitSet {
  private static final AtomicInteger NEXT_ID = new AtomicInteger();
  private static final ClassValue<Integer> IDS = new ClassValue<>() {
    @Override
    protected Integer computeValue(Class<?> type) {
      return NEXT_ID.getAndIncrement();
    }
  };

  private final long[] bits;

  TraitSet(Collection<Class<? extends Trait>> traits) {
    int maxId = -1;
    for (Class<? extends Trait> trait : traits) {
      maxId = Math.max(maxId, IDS.get(trait));
    }
    bits = new long[(maxId >> 6) + 1];
    for (Class<? extends Trait> trait : traits) {
      int id = IDS.get(trait);
      bits[id >>> 6] |= 1L << id;
    }
  }

  /** {@return whether {@code trait} is in the set}; O(1). */
  boolean contains(Class<? extends Trait> trait) {
    int id = IDS.get(trait);
    int word = id >>> 6;
    return word < bits.length && (bits[word] & (1L << id)) != 0;
  }
}
