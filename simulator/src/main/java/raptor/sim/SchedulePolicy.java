package raptor.sim;

import java.util.Locale;

/** How the scheduler picks the next core; everything but {@link #GREEDY} is a diagnostic. */
public enum SchedulePolicy {
  /** The reference greedy round-robin. */
  GREEDY,
  /** After a blocked turn, jump to a random other core that has work (xorshift64, seeded). */
  RANDOMIZED,
  /** Defer a target reader until its writer has run, to expose missing synchronization. */
  ADVERSARIAL;

  /** {@return the lower-case name used on the command line and in traces} */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }
}
