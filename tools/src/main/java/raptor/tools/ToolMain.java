package raptor.tools;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The process entry shared by every tool: runs it on the standard streams and exits with its
 * status. A defect that escapes a tool (an exception, a stack overflow on absurdly deep input,
 * memory exhaustion) ends in one {@code tool: internal error: ...} line and status 1, never in a
 * Java stack trace.
 */
public final class ToolMain {
  /** A tool callable in-process. */
  @FunctionalInterface
  public interface Tool {
    /** {@return the exit status} */
    int run(String[] args, InputStream in, PrintStream out, PrintStream err);
  }

  private ToolMain() {
  }

  /** Runs {@code tool} named {@code name} and exits the process with its status. */
  public static void exit(String name, Tool tool, String[] args) {
    int status;
    try {
      status = tool.run(args, System.in, System.out, System.err);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      System.out.flush();
      System.err.println(name + ": internal error: " + e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : ": " + e.getMessage()));
      status = 1;
    }
    System.out.flush();
    System.exit(status);
  }
}
