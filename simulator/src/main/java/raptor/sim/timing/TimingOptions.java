package raptor.sim.timing;

/**
 * How to run the model.
 *
 * @param throughput whether to run in throughput mode ({@code sim_mode} 0) instead of latency mode
 * @param trace the event sink ({@link TimingTrace#NONE} for none)
 */
public record TimingOptions(boolean throughput, TimingTrace trace) {
  /** {@return the options the configuration's {@code sim_mode} asks for, without a trace} */
  public static TimingOptions of(TimingConfig config) {
    return new TimingOptions(config.simConfig.simMode == 0, TimingTrace.NONE);
  }

  /** {@return these options with {@code sink} as the trace} */
  public TimingOptions withTrace(TimingTrace sink) {
    return new TimingOptions(throughput, sink);
  }
}
