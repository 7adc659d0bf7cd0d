package raptor.sim;

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

  /** {@return the first byte after the range} */
  public int end() {
    return address + size;
  }
}
