package raptor.ir.attr;

/**
 * The polynomial hash of {@link java.util.Arrays#hashCode(byte[])} over large byte arrays (weight
 * images, constant storage), four bytes per step: the same value, but the four products of a step
 * do not wait for each other, which without the optimizing JIT hashes megabytes several times
 * faster.
 *
 * <pre>{@code
 * int h = ByteHashes.extend(1, image, 0, image.length); // == Arrays.hashCode(image)
 * }</pre>
 */
public final class ByteHashes {
  private static final int P1 = 31;
  private static final int P2 = P1 * P1;
  private static final int P3 = P2 * P1;
  private static final int P4 = P3 * P1;

  private ByteHashes() {}

  /**
   * {@return {@code hash} extended by {@code bytes[from, to)}, as {@code hash = 31 * hash + b}
   * for each byte in turn}
   */
  public static int extend(int hash, byte[] bytes, int from, int to) {
    int h = hash;
    int i = from;
    for (; i + 4 <= to; i += 4) {
      h = h * P4 + bytes[i] * P3 + bytes[i + 1] * P2 + bytes[i + 2] * P1 + bytes[i + 3];
    }
    for (; i < to; i++) {
      h = h * P1 + bytes[i];
    }
    return h;
  }
}
