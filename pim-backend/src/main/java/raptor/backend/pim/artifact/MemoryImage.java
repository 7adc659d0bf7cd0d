package raptor.backend.pim.artifact;

/**
 * The {@code memory.bin} image: the host memory, zero-filled, with the initial bytes of every
 * region at its address (regions later in the list win where they overlap).
 */
final class MemoryImage {
  private MemoryImage() {}

  /** {@return the image of a validated {@code memory}}; O(memory size) */
  static byte[] of(HostMemory memory) {
    byte[] image = new byte[(int) memory.size()];
    for (HostRegion region : memory.regions()) {
      byte[] contents = region.contents();
      System.arraycopy(contents, 0, image, (int) region.address(), contents.length);
    }
    return image;
  }
}
