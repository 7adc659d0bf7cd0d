package raptor.dialect.spat.transforms.scheduling;

/**
 * The built-in per-flit latencies used when no network table is given (spec §7 question 3, a
 * synthetic model): the cores sit row-major on a near-square 2-D mesh of
 * {@code ceil(sqrt(P))} columns, and a flit takes {@code 1 + manhattan hops} ns.
 */
public final class MeshLatencies {
  private MeshLatencies() {
  }

  /** {@return the row-major {@code count²} latency matrix of {@code count} cores} */
  public static long[] of(int count) {
    int columns = (int) Math.ceil(Math.sqrt(count));
    long[] latencies = new long[count * count];
    for (int a = 0; a < count; a++) {
      for (int b = 0; b < count; b++) {
        if (a != b) {
          int hops = Math.abs(a / columns - b / columns) + Math.abs(a % columns - b % columns);
          latencies[a * count + b] = 1 + hops;
        }
      }
    }
    return latencies;
  }
}
