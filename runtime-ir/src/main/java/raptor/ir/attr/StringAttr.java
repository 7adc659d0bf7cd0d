package raptor.ir.attr;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A string attribute {@code "text"}, optionally typed ({@code "x" : i32}).
 *
 * <p>The value is a byte string (escapes such as {@code \FF} may produce bytes that are not
 * UTF-8); {@link #value()} decodes it as UTF-8.
 */
public final class StringAttr implements Attribute {
  private final byte[] bytes;
  private final Type type;
  private final int hash;

  private StringAttr(byte[] bytes, Type type) {
    this.bytes = bytes;
    this.type = type;
    this.hash = Arrays.hashCode(bytes) * 31 + (type == null ? 0 : type.hashCode());
  }

  /** {@return an untyped string attribute holding the UTF-8 encoding of {@code value}} */
  public static StringAttr of(String value) {
    return new StringAttr(value.getBytes(StandardCharsets.UTF_8), null);
  }

  /** {@return a string attribute of the given bytes (copied) and type ({@code null} = none)} */
  public static StringAttr ofBytes(byte[] bytes, Type type) {
    return new StringAttr(bytes.clone(), type);
  }

  /** {@return the value decoded as UTF-8} */
  public String value() {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /** {@return a copy of the raw bytes} */
  public byte[] bytes() {
    return bytes.clone();
  }

  /** {@return the number of bytes} */
  public int length() {
    return bytes.length;
  }

  /** {@return the byte at {@code index}} */
  public byte byteAt(int index) {
    return bytes[index];
  }

  /** {@return the type written after the string, or {@code null} for an untyped string} */
  public Type type() {
    return type;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof StringAttr)) {
      return false;
    }
    StringAttr that = (StringAttr) other;
    return hash == that.hash && Arrays.equals(bytes, that.bytes)
        && (type == null ? that.type == null : type.equals(that.type));
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return "StringAttr[" + value() + (type == null ? "" : ", " + type) + "]";
  }
}
