package raptor.sim.timing;

import java.util.List;
import java.util.Map;

/**
 * What a run gives: per-core finish times (latency mode) or rounds (throughput mode) as exact
 * integers, and the chip's energy and power (timing-model.md section 5).
 *
 * @param throughput whether the run was in throughput mode
 * @param streamLengths per core, the number of instructions of its stream
 * @param finishPs per core, the finish time in ps (latency mode; 0 for an empty core)
 * @param rounds per core, the rounds counted (throughput mode; 0 for an empty core)
 * @param runPs the run time T in ps: the latency, or the throughput run length
 * @param staticPowerMw the chip's static power
 * @param energyPj total energy over T, static and dynamic
 * @param energyBreakdownPj energy by component, in a fixed order
 * @param warnings what the run noticed but pimsim-nn accepts, e.g. NoC pairs missing from the table
 * @param roundsAggregation how the output count aggregates the rounds (the fork's minimum, or
 *     upstream's mean)
 */
public record TimingResult(
    boolean throughput,
    int[] streamLengths,
    long[] finishPs,
    long[] rounds,
    long runPs,
    double staticPowerMw,
    double energyPj,
    Map<String, Double> energyBreakdownPj,
    List<String> warnings,
    TimingFlavour.RoundsAggregation roundsAggregation) {

  /** {@return the mode name, {@code latency} or {@code throughput}} */
  public String mode() {
    return throughput ? "throughput" : "latency";
  }

  /** {@return the number of built cores} */
  public int cores() {
    return finishPs.length;
  }

  /** {@return the run time T in ns} */
  public double runNs() {
    return runPs / 1000.0;
  }

  /** {@return the average power over T in mW (the static power when T is 0, as the fork)} */
  public double powerMw() {
    return runPs == 0 ? staticPowerMw : energyPj / runNs();
  }

  /** {@return the number of instructions of the program} */
  public long instructions() {
    long total = 0;
    for (int length : streamLengths) {
      total += length;
    }
    return total;
  }

  /**
   * {@return the throughput-mode output count: the minimum rounds over non-empty cores (the fork),
   * or the mean over every built core (upstream)}
   */
  public double outputCount() {
    if (roundsAggregation == TimingFlavour.RoundsAggregation.MEAN) {
      long total = 0;
      for (long r : rounds) {
        total += r;
      }
      return rounds.length == 0 ? 0 : total / (double) rounds.length;
    }
    long min = Long.MAX_VALUE;
    for (int core = 0; core < rounds.length; core++) {
      if (streamLengths[core] > 0) {
        min = Math.min(min, rounds[core]);
      }
    }
    return min == Long.MAX_VALUE ? 0 : min;
  }

  /** {@return the latency in ns: the finish time, or the run length per output in throughput mode} */
  public double latencyNs() {
    if (!throughput) {
      return runNs();
    }
    double count = outputCount();
    return count == 0 ? 0 : runNs() / count;
  }

  /** {@return samples per second in throughput mode, or 0} */
  public double throughputSps() {
    double count = outputCount();
    return count == 0 ? 0 : count / (runNs() * 1e-9);
  }

  /** {@return energy per output in throughput mode, or 0} */
  public double energyPerIterationPj() {
    double count = outputCount();
    return count == 0 ? 0 : energyPj / count;
  }
}
