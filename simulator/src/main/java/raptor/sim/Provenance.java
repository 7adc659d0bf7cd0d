package raptor.sim;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The provenance tag of one byte: uninitialized, unknown, or the set of batch samples (0..63) its
 * value was computed from. Tags are immutable; {@link #merge} is the join (unknown absorbs,
 * uninitialized is the identity, sample sets union).
 */
final class Provenance {
  static final Provenance UNINITIALIZED = new Provenance(0, false);
  static final Provenance UNKNOWN = new Provenance(0, true);
  private static final int MAX_SAMPLES = 64;
  private static final Provenance[] SINGLE = new Provenance[MAX_SAMPLES];

  static {
    for (int s = 0; s < MAX_SAMPLES; s++) {
      SINGLE[s] = new Provenance(1L << s, false);
    }
  }

  private final long mask;
  private final boolean unknown;

  private Provenance(long mask, boolean unknown) {
    this.mask = mask;
    this.unknown = unknown;
  }

  /** {@return the tag of data from batch sample {@code sample}; samples past 63 are unknown} */
  static Provenance sample(int sample) {
    return sample >= 0 && sample < MAX_SAMPLES ? SINGLE[sample] : UNKNOWN;
  }

  Provenance merge(Provenance other) {
    if (unknown || other.unknown) {
      return UNKNOWN;
    }
    if ((mask | other.mask) == mask) {
      return this;
    }
    return (mask | other.mask) == other.mask ? other : new Provenance(mask | other.mask, false);
  }

  /** {@return the join of {@code tags[from..to)}} */
  static Provenance mergeAll(Provenance[] tags, int from, int to) {
    Provenance out = UNINITIALIZED;
    for (int i = from; i < to; i++) {
      out = out.merge(tags[i]);
    }
    return out;
  }

  boolean isMixed() {
    return !unknown && Long.bitCount(mask) > 1;
  }

  String state() {
    if (unknown) {
      return "unknown";
    }
    return mask == 0 ? "uninitialized" : "known";
  }

  /** Appends the sorted sample list to {@code array}. */
  void addSamples(ArrayNode array) {
    if (unknown) {
      return;
    }
    for (int s = 0; s < MAX_SAMPLES; s++) {
      if ((mask & (1L << s)) != 0) {
        array.add(s);
      }
    }
  }

  /** Puts {@code provenance}, {@code provenance_state} and {@code mixed} into {@code node}. */
  void putTriple(ObjectNode node) {
    addSamples(node.putArray("provenance"));
    node.put("provenance_state", state());
    node.put("mixed", isMixed());
  }
}
