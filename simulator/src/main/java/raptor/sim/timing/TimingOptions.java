package raptor.sim.timing;

/**
 * How to run the model.
 *
 * @param throughput whether to run in throughput mode ({@code sim_mode} 0) instead of latency mode
 * @param trace the event sink ({@link TimingTrace#NONE} for none)
 * @param accounting receives the per-core cycle accounting, or null for none
 * @param flavour which pimsim-nn to follow where the fork and upstream differ
 * @param fast whether to skip every idle clock stretch, giving up pimsim-nn's exact tie order
 *     (never for golden comparisons; {@link TimingSimulator} says what it approximates)
 * @param progress receives progress reports on long runs, or null
 */
public record TimingOptions(
    boolean throughput,
    TimingTrace trace,
    CycleAccounting accounting,
    TimingFlavour flavour,
    boolean fast,
    TimingProgress progress) {

  /** {@return the fork's options in {@code throughput} or latency mode, with nothing recorded} */
  public static TimingOptions of(boolean throughput) {
    return new TimingOptions(throughput, TimingTrace.NONE, null, TimingFlavour.FORK, false, null);
  }

  /** {@return the options the configuration's {@code sim_mode} asks for, without a trace} */
  public static TimingOptions of(TimingConfig config) {
    return of(config.simConfig.simMode == 0);
  }

  /** {@return these options with {@code sink} as the trace} */
  public TimingOptions withTrace(TimingTrace sink) {
    return new TimingOptions(throughput, sink, accounting, flavour, fast, progress);
  }

  /** {@return these options with {@code sink} receiving the cycle accounting} */
  public TimingOptions withAccounting(CycleAccounting sink) {
    return new TimingOptions(throughput, trace, sink, flavour, fast, progress);
  }

  /** {@return these options following {@code semantics}} */
  public TimingOptions withFlavour(TimingFlavour semantics) {
    return new TimingOptions(throughput, trace, accounting, semantics, fast, progress);
  }

  /** {@return these options with the fast mode on or off} */
  public TimingOptions withFast(boolean skipIdle) {
    return new TimingOptions(throughput, trace, accounting, flavour, skipIdle, progress);
  }

  /** {@return these options reporting progress to {@code listener}} */
  public TimingOptions withProgress(TimingProgress listener) {
    return new TimingOptions(throughput, trace, accounting, flavour, fast, listener);
  }
}
