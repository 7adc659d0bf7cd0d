package raptor.conversion.spatialtopim;

import raptor.ir.Operation;
import raptor.ir.attr.NamedAttribute;

/**
 * Carries the {@code raptor.*} debug attributes of a Spatial op (such as
 * {@code raptor.min_channel_id}) onto the Pim ops that replace it, for diagnostics.
 */
final class DebugAttributes {
  /** The prefix of debug attribute names. */
  static final String PREFIX = "raptor.";

  private DebugAttributes() {
  }

  /** Copies every {@code raptor.*} discardable attribute of {@code from} onto each of {@code to}. */
  static void copy(Operation from, Operation... to) {
    for (NamedAttribute entry : from.attributes().entries()) {
      if (!entry.name().startsWith(PREFIX)) {
        continue;
      }
      for (Operation target : to) {
        target.setAttr(entry.name(), entry.value());
      }
    }
  }
}
