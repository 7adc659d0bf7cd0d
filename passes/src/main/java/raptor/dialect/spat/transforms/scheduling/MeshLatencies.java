package raptor.dialect.spat.transforms.scheduling;

/**
 * The built-in per-flit latencies used when no network table is given (spec §7 question 3): the
 * cores sit row-major on a 2-D mesh, and a flit takes {@code 2 · hops + 2} ns over
 * {@code hops} Manhattan hops, the latencies of the timing model's mesh tables. The mesh is the
 * most nearly square rectangle of exactly {@code P} cores: its rows are the largest divisor of
 * {@code P} not above {@code sqrt(P)}, which gives the profiles' 12x14 for Arch-A's 168 cores,
 * 6x23 for Arch-B's 138 and 12x12 for 144.
 */
public final class MeshLatencies {
  /** The ns a flit takes per hop. */
  static final long HOP_NS = 2;
  /** The ns a flit takes on top of its hops. */
  static final long BASE_NS = 2;

  private MeshLatencies() {
  }

  /** {@return the row-major {@code count²} latency matrix of {@code count} cores} */
  public static long[] of(int count) {
    int columns = count / rows(count);
    long[] latencies = new long[count * count];
    for (int a = 0; a < count; a++) {
      for (int b = 0; b < count; b++) {
        if (a != b) {
          int hops = Math.abs(a / columns - b / columns) + Math.abs(a % columns - b % columns);
          latencies[a * count + b] = HOP_NS * hops + BASE_NS;
        }
      }
    }
    return latencies;
  }

  /** {@return the largest divisor of {@code count} not above its square root} */
  static int rows(int count) {
    int rows = (int) Math.sqrt(count);
    while (count % rows != 0) {
      rows--;
    }
    return rows;
  }
}
