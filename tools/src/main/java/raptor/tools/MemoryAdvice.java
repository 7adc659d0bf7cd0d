package raptor.tools;

/**
 * The error a tool prints when it runs out of Java heap: how much the input needs, the maximum the
 * JVM was given, and how to give more ({@code RAPTOR_JAVA_OPTS=-Xmx...}, which the root scripts
 * pass to {@code java}).
 */
public final class MemoryAdvice {
  private static final long MIB = 1L << 20;
  /** The heap a tool needs besides its input: classes, registries, buffers. */
  private static final long BASE_MIB = 64;

  private MemoryAdvice() {
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
