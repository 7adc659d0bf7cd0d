package raptor.sim.timing;

/**
 * Which pimsim-nn the model follows where the two differ in timing or reports (timing-model.md
 * section 10): the HEAPLab fork, which reads Raptor's artifacts and is the reference, or the
 * upstream {@code wangxy-2000} version. Each difference is its own switch so that a comparison
 * can mix them.
 *
 * @param waits how {@code wait} releases
 * @param rounds how throughput mode aggregates the per-core rounds into the output count
 * @param unfinished what latency mode does with a core that never finishes
 */
public record TimingFlavour(WaitSemantics waits, RoundsAggregation rounds, UnfinishedCore unfinished) {
  /** The fork's semantics, the default. */
  public static final TimingFlavour FORK =
      new TimingFlavour(WaitSemantics.FORK, RoundsAggregation.MIN, UnfinishedCore.ERROR);

  /** Upstream pimsim-nn's semantics. */
  public static final TimingFlavour UPSTREAM =
      new TimingFlavour(WaitSemantics.UPSTREAM, RoundsAggregation.MEAN, UnfinishedCore.ZERO);

  /** {@code wait ev val} (quirk #24). */
  public enum WaitSemantics {
    /** Release when the count is at least {@code val}, then subtract {@code val}. */
    FORK,
    /** Release when the count equals {@code val}, then reset it to 0; overshoot deadlocks. */
    UPSTREAM
  }

  /** The throughput-mode output count. */
  public enum RoundsAggregation {
    /** The minimum of the rounds over non-empty cores (the fork). */
    MIN,
    /** The mean of the rounds over every built core (upstream). */
    MEAN
  }

  /** A core that never finishes in latency mode (quirk #19). */
  public enum UnfinishedCore {
    /** An error after {@code latency_timeout_ms}, or at once on a deadlock (the fork). */
    ERROR,
    /** Its finish time reads 0 and the chip latency ignores it (upstream). */
    ZERO
  }
}
