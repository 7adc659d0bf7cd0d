package raptor.ir.attr;

import java.util.Objects;

/**
 * An attribute of an unregistered dialect, {@code #dialect.data} or {@code #dialect<data>}, whose
 * body is kept verbatim; it may carry a trailing {@code : type}.
 *
 * @param dialect the dialect namespace (the text before the first {@code .})
 * @param data everything after the namespace, spacing included
 * @param type the type written after the attribute, or {@code null}
 */
public record OpaqueAttr(String dialect, String data, Type type) implements Attribute {
  /** Checks that the dialect and data are present. */
  public OpaqueAttr {
    Objects.requireNonNull(dialect, "dialect");
    Objects.requireNonNull(data, "data");
  }
}
