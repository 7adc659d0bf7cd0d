package raptor.ir.attr;

import java.util.Objects;

/**
 * A reference to a blob in the file's resource section, {@code dense_resource<blob1> : T}; the
 * blob itself is kept by the parser's resource table.
 *
 * @param handle the resource key
 * @param type the shaped type of the elements
 */
public record DenseResourceAttr(String handle, ShapedType type) implements Attribute {
  /** Checks that both parts are present. */
  public DenseResourceAttr {
    Objects.requireNonNull(handle, "handle");
    Objects.requireNonNull(type, "type");
  }
}
