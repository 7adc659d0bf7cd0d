package raptor.sim;

import java.util.List;

/**
 * A byte range {@code [address, address + size)} of the host memory: an input region or a dump
 * range.
 *
 * @param address first byte
 * @param size number of bytes
 */
public record Region(int address, int size) {
  /** Checks that the range fits in a memory. */
  public Region {
    String problem = Memory.checkRange(address, size);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
  }

  /** {@return the sum of the sizes of {@code regions}} */
  public static long totalSize(List<Region> regions) {
    long total = 0;
    for (Region region : regions) {
      total += region.size();
    }
    return total;
  }

  /** {@return the first byte after the range} */
  public int end() {
    return address + size;
  }
}
