package raptor.ir.attr;

import java.util.Objects;

/**
 * A type of an unregistered dialect, {@code !dialect.data} or {@code !dialect<data>}, whose body is
 * kept verbatim.
 *
 * @param dialect the dialect namespace (the text before the first {@code .})
 * @param data everything after the namespace, spacing included
 */
public record OpaqueType(String dialect, String data) implements Type {
  /** Checks that both parts are present. */
  public OpaqueType {
    Objects.requireNonNull(dialect, "dialect");
    Objects.requireNonNull(data, "data");
  }
}
