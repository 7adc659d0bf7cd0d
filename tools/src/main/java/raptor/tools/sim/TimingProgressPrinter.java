package raptor.tools.sim;

import java.io.PrintStream;
import java.util.Locale;
import raptor.sim.timing.TimingProgress;

/**
 * The progress line of a timing run on stderr: simulated time and finished cores, rewritten in
 * place. On a terminal it starts 2 s into the run and refreshes at most twice a second; when asked
 * for with {@code --timing-progress} it prints every report the model makes.
 */
final class TimingProgressPrinter implements TimingProgress {
  private static final long DELAY_NANOS = 2_000_000_000L;
  private static final long PERIOD_NANOS = 500_000_000L;

  private final PrintStream err;
  private final boolean everyReport;
  private final long start = System.nanoTime();
  private long lastPrint;
  private boolean printed;

  TimingProgressPrinter(PrintStream err, boolean everyReport) {
    this.err = err;
    this.everyReport = everyReport;
  }

  @Override
  public void onProgress(long simulatedPs, int finishedCores, int cores) {
    long now = System.nanoTime();
    if (!everyReport && (now - start < DELAY_NANOS || now - lastPrint < PERIOD_NANOS)) {
      return;
    }
    lastPrint = now;
    printed = true;
    err.printf(Locale.ROOT, "\rraptor-sim: timing: %.6f ms simulated, %d of %d cores finished",
        simulatedPs / 1e9, finishedCores, cores);
    err.flush();
  }

  /** Ends the progress line, if one was printed. */
  void finish() {
    if (printed) {
      err.println();
    }
  }
}
