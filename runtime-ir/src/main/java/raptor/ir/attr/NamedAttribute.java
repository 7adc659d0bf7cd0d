package raptor.ir.attr;

import java.util.Objects;

/** One entry of an attribute dictionary: a name and its value. */
public record NamedAttribute(String name, Attribute value) {
  /** Checks that both parts are present. */
  public NamedAttribute {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
  }
}
