package raptor.tools;

import java.io.PrintStream;

/**
 * The error a tool prints when it runs out of Java heap: how much the input needs, the maximum the
 * JVM was given, and how to give more ({@code RAPTOR_JAVA_OPTS=-Xmx...}, which the root scripts
 * pass to {@code java}).
 */
public final class MemoryAdvice {
  private static final long MIB = 1L << 20;
  /** The heap a tool needs besides its input: classes, registries, buffers. */
  private static final long BASE_MIB = 64;

  /** Whether a thread that caught an {@link OutOfMemoryError} printed it; guarded by the class. */
  private static boolean printed;
  /** Whether the {@link HeapWatchdog} printed the shortage and ends the process; guarded too. */
  private static boolean halting;

  private MemoryAdvice() {
  }

  /**
   * Prints {@code line}, the report of a caught {@link OutOfMemoryError}, on {@code err} unless
   * the {@link HeapWatchdog} already reported the same shortage and is ending the process.
   */
  public static synchronized void report(PrintStream err, String line) {
    if (!halting) {
      printed = true;
      err.println(line);
      err.flush();
    }
  }

  /**
   * Prints {@code line}, the watchdog's report, on {@code err}; {@return false}, printing
   * nothing, when a thread that caught the error reported it already (that thread ends the
   * process), so that a user reads one report
   */
  static synchronized boolean reportBeforeHalt(PrintStream err, String line) {
    if (printed) {
      return false;
    }
    halting = true;
    err.println(line);
    err.flush();
    return true;
  }

  /** {@return the message when the need is unknown: twice the current maximum} */
  public static String outOfMemory() {
    long max = maxHeapMib();
    return "out of memory: the Java heap maximum is " + max + " MiB; give the tool more with "
        + option(2 * max);
  }

  /**
   * {@return the message for {@code input} of {@code inputBytes} bytes, which needs about
   * {@code heapPerInputByte} bytes of heap for each of its bytes}
   */
  public static String outOfMemory(String input, long inputBytes, int heapPerInputByte) {
    long max = maxHeapMib();
    long need = BASE_MIB + inputBytes * heapPerInputByte / MIB;
    if (need <= max) {
      need = 2 * max; // the estimate fell short: this input needs more than most
    }
    return "out of memory: '" + input + "' (" + (inputBytes + MIB - 1) / MIB + " MiB) needs about "
        + need + " MiB of Java heap, but the maximum is " + max + " MiB; give more with "
        + option(need);
  }

  private static String option(long mib) {
    return "RAPTOR_JAVA_OPTS=-Xmx" + (mib >= 1024 ? (mib + 1023) / 1024 + "g" : mib + "m");
  }

  private static long maxHeapMib() {
    return Runtime.getRuntime().maxMemory() / MIB;
  }
}
