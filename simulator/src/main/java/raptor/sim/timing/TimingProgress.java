package raptor.sim.timing;

/** Receives progress reports from a long timing run, from the simulating thread. */
@FunctionalInterface
public interface TimingProgress {
  /** Processed timestamps between two reports. */
  int INTERVAL = 1 << 16;

  /**
   * Called about every {@link #INTERVAL} processed timestamps.
   *
   * @param simulatedPs the simulated time reached
   * @param finishedCores the cores finished so far (latency mode)
   * @param cores the cores of the program
   */
  void onProgress(long simulatedPs, int finishedCores, int cores);
}
