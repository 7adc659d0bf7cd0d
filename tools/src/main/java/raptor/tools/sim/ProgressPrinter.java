package raptor.tools.sim;

import java.io.PrintStream;
import java.util.Locale;
import raptor.sim.ProgressListener;

/**
 * Prints a one-line progress report on a terminal, starting 2 s into a run and refreshing at most
 * twice a second.
 */
final class ProgressPrinter implements ProgressListener {
  private static final long DELAY_NANOS = 2_000_000_000L;
  private static final long PERIOD_NANOS = 500_000_000L;

  private final PrintStream err;
  private final long start = System.nanoTime();
  private long lastPrint;
  private boolean printed;

  ProgressPrinter(PrintStream err) {
    this.err = err;
  }

  @Override
  public void onProgress(long cycles, long retired) {
    long now = System.nanoTime();
    if (now - start < DELAY_NANOS || now - lastPrint < PERIOD_NANOS) {
      return;
    }
    lastPrint = now;
    printed = true;
    err.printf(
        Locale.ROOT,
        "\rraptor-sim: %,d instructions retired, %.1f s",
        retired,
        (now - start) / 1e9);
    err.flush();
  }

  /** Ends the progress line, if one was printed. */
  void finish() {
    if (printed) {
      err.println();
    }
  }
}
