package raptor.ir.attr;

import java.util.List;

/**
 * A dictionary attribute {@code {a = 1, b}}: named attributes sorted by the bytes of their names,
 * names unique.
 */
public record DictionaryAttr(List<NamedAttribute> entries) implements Attribute {
  /** The empty dictionary. */
  public static final DictionaryAttr EMPTY = new DictionaryAttr(List.of());

  /** Copies the entries; callers must pass them sorted and unique. */
  public DictionaryAttr {
    entries = List.copyOf(entries);
  }

  /** {@return the value named {@code name}, or {@code null}} */
  public Attribute get(String name) {
    for (NamedAttribute entry : entries) {
      if (entry.name().equals(name)) {
        return entry.value();
      }
    }
    return null;
  }
}
