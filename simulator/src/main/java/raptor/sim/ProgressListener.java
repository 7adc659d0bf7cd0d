package raptor.sim;

/** Receives periodic progress reports from a long run (about every 65536 executed instructions). */
@FunctionalInterface
public interface ProgressListener {
  /**
   * Called from the simulation thread.
   *
   * @param cycles instruction execution attempts so far
   * @param retired instructions retired so far, over all cores
   */
  void onProgress(long cycles, long retired);
}
