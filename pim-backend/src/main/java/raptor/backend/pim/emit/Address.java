package raptor.backend.pim.emit;

/**
 * A byte address in one of the memories an instruction reads or writes.
 *
 * @param space the memory
 * @param bytes the byte address in it
 */
record Address(Space space, long bytes) {
  /** The memory an address belongs to. */
  enum Space {
    /** The core's local memory, planned by {@code pim-local-memory-planning}. */
    LOCAL,
    /** The host (global) memory, laid out by {@link HostLayout}. */
    HOST
  }

  /**
   * {@return this address moved by {@code offset} bytes}; a sum beyond the {@code long} range
   * saturates, to be reported as out of range where the address is used
   */
  Address plus(long offset) {
    long sum = bytes + offset;
    boolean overflow = ((bytes ^ sum) & (offset ^ sum)) < 0;
    return new Address(space, overflow ? (offset < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : sum);
  }
}
