package raptor.tools;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The process entry shared by every tool: runs it on the standard streams and exits with its
 * status. The tool runs on a thread with a {@value #STACK_MIB} MiB stack, so input nested
 * thousands of levels deep (regions, attributes, types, expressions) fits the recursive parsers,
 * printers and passes. What still escapes a tool ends in one line and status 1, never in a Java
 * stack trace: memory exhaustion as an error that says how to give the tool more memory (also
 * when the heap stays nearly full, see {@link HeapWatchdog}), a stack overflow as {@code nesting
 * too deep}, any other defect as {@code internal error}.
 */
public final class ToolMain {
  /** The stack of the thread a tool runs on, in MiB; reserved, and committed only when used. */
  public static final int STACK_MIB = 1024;

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
    HeapWatchdog.install(name, System.err);
    int status = call(name, tool, args, System.in, System.out, System.err);
    System.out.flush();
    System.exit(status);
  }

  /**
   * Runs {@code tool} as {@link #exit} does, on a thread with a large stack, with the given
   * streams.
   *
   * @return the tool's exit status, 1 when it failed with an error it did not report itself
   */
  public static int call(String name, Tool tool, String[] args, InputStream in, PrintStream out,
      PrintStream err) {
    int[] status = {1};
    Throwable[] failure = {null};
    Thread worker = new Thread(null, () -> {
      try {
        status[0] = tool.run(args, in, out, err);
      } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
        failure[0] = e;
      }
    }, name, (long) STACK_MIB << 20);
    worker.start();
    try {
      worker.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println(name + ": error: interrupted");
      return 1;
    }
    if (failure[0] != null) {
      out.flush();
      if (failure[0] instanceof OutOfMemoryError) {
        MemoryAdvice.report(err, name + ": " + describe(failure[0]));
      } else {
        err.println(name + ": " + describe(failure[0]));
      }
      return 1;
    }
    return status[0];
  }

  private static String describe(Throwable failure) {
    if (failure instanceof OutOfMemoryError) {
      return "error: " + MemoryAdvice.outOfMemory();
    }
    if (failure instanceof StackOverflowError) {
      return "error: nesting too deep: the input nests deeper than a " + STACK_MIB
          + " MiB stack holds";
    }
    return "internal error: " + failure.getClass().getSimpleName()
        + (failure.getMessage() == null ? "" : ": " + failure.getMessage());
  }
}
