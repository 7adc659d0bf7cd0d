package raptor.backend.pim.artifact;

import java.util.Arrays;
import java.util.Objects;

/**
 * A byte range of host memory with what it holds and its initial bytes in {@code memory.bin}.
 *
 * <p>Addresses and sizes are {@code long} so that a value outside the i32 range the artifact can
 * hold is reported by validation rather than lost to overflow. Two regions are equal when all
 * components are, the initial bytes compared by content.
 *
 * @param kind what the region holds
 * @param name a name for messages and reports, e.g. the global's symbol or {@code arg0}
 * @param address the first byte
 * @param size the number of bytes
 * @param contents the initial bytes, exactly {@code size} of them, or none for zeros
 */
public record HostRegion(RegionKind kind, String name, long address, long size, byte[] contents) {
  private static final byte[] ZEROS = new byte[0];

  /** Checks for nulls and copies the contents. */
  public HostRegion {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
    contents = contents.length == 0 ? ZEROS : contents.clone();
  }

  /** {@return a constant region at {@code address} holding {@code contents}} */
  public static HostRegion constant(String name, long address, byte[] contents) {
    return new HostRegion(RegionKind.CONSTANT, name, address, contents.length, contents);
  }

  /** {@return a zero-initialized input region} */
  public static HostRegion input(String name, long address, long size) {
    return new HostRegion(RegionKind.INPUT, name, address, size, ZEROS);
  }

  /** {@return a zero-initialized output region} */
  public static HostRegion output(String name, long address, long size) {
    return new HostRegion(RegionKind.OUTPUT, name, address, size, ZEROS);
  }

  /** {@return the initial bytes; the array is shared, callers must not modify it} */
  @Override
  public byte[] contents() {
    return contents;
  }

  /** {@return the first byte after the region} */
  public long end() {
    return address + size;
  }

  /** {@return the region as it appears in messages, e.g. {@code input region 'arg0'}} */
  public String describe() {
    return kind.label() + " region '" + name + "'";
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof HostRegion that
        && kind == that.kind
        && name.equals(that.name)
        && address == that.address
        && size == that.size
        && Arrays.equals(contents, that.contents);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, name, address, size, Arrays.hashCode(contents));
  }

  @Override
  public String toString() {
    return describe()
        + " ["
        + address
        + ", "
        + end()
        + ")"
        + (contents.length == 0 ? "" : " with initial bytes");
  }
}
