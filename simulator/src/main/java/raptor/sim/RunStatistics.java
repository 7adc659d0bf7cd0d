package raptor.sim;

import java.util.List;

/**
 * Counters of the last run.
 *
 * @param instructionsPerCore instructions retired per internal core index (index 0 is the host)
 * @param transfers completed send/recv pairs
 * @param cycles instruction execution attempts (the trace's cycle counter, not time)
 * @param eventResidue the events left on the event registers of every core when the run ended
 *     (a balanced synchronization protocol leaves none)
 */
public record RunStatistics(List<Long> instructionsPerCore, long transfers, long cycles,
    long eventResidue) {
  /** Copies the list. */
  public RunStatistics {
    instructionsPerCore = List.copyOf(instructionsPerCore);
  }

  /** {@return the instructions retired over all cores} */
  public long totalInstructions() {
    long total = 0;
    for (long count : instructionsPerCore) {
      total += count;
    }
    return total;
  }
}
