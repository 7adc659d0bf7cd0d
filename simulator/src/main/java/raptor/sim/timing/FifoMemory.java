package raptor.sim.timing;

/**
 * A local or global memory: one FIFO server reserved at request time (timing-model.md section
 * 4.1), including pimsim-nn's overwrite of the caller's accumulator when the server is busy
 * (quirk #16).
 */
final class FifoMemory {
  private final Kernel kernel;
  private final TimingConfig.Memory config;
  private long latestPs;
  double energyPj;

  FifoMemory(Kernel kernel, TimingConfig.Memory config) {
    this.kernel = kernel;
    this.config = config;
  }

  /**
   * Reserves an access of {@code bytes} and {@return the caller's new delay accumulator}.
   *
   * @param accumulatorPs the caller's delay so far in this wait
   */
  long access(boolean read, int bytes, long accumulatorPs) {
    int chunks = (int) Math.ceil(bytes * 1.0 / config.dataWidth);
    energyPj += chunks * (read ? config.readDynamicEnergy : config.writeDynamicEnergy);
    int cycles = chunks * (read ? config.readLatencyCycle : config.writeLatencyCycle);
    long latency = Kernel.ps(cycles * config.period);
    long now = kernel.now;
    if (now > latestPs) {
      latestPs = now + latency;
      return accumulatorPs + latency;
    }
    long result = latestPs + latency - now;
    latestPs += latency;
    return result;
  }
}
