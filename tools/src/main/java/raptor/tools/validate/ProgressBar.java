package raptor.tools.validate;

import java.io.PrintStream;

/**
 * The live progress of a validation run on stderr: on a terminal one bar redrawn in place,
 * otherwise one line per finished model. Safe to call from parallel jobs.
 */
final class ProgressBar {
  private static final int WIDTH = 30;

  private final PrintStream err;
  private final int total;
  private final boolean live;
  private int done;

  ProgressBar(PrintStream err, int total, boolean live) {
    this.err = err;
    this.total = total;
    this.live = live;
  }

  /** Records that {@code model} finished with {@code status}. */
  synchronized void finished(String model, String status) {
    done++;
    if (live) {
      int filled = total == 0 ? WIDTH : done * WIDTH / total;
      err.print("\r[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] " + done + "/"
          + total + " " + status + " " + model + "\033[K");
      if (done == total) {
        err.println();
      }
    } else {
      err.println("[" + done + "/" + total + "] " + status + " " + model);
    }
    err.flush();
  }
}
