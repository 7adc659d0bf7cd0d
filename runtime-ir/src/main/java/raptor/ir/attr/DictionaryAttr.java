package raptor.ir.attr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A dictionary attribute {@code {a = 1, b}}: named attributes sorted by the bytes of their names,
 * names unique.
 */
public final class DictionaryAttr implements Attribute {
  /** The empty dictionary. */
  public static final DictionaryAttr EMPTY = new DictionaryAttr(List.of());

  /** Orders names by their UTF-8 bytes (equivalently, by code points), as MLIR sorts them. */
  public static final Comparator<String> NAME_ORDER = DictionaryAttr::compareNames;

  private final List<NamedAttribute> entries;
  /**
   * The hash code, 0 until first asked for: an op's properties hold a model's weights, which
   * would be hashed whole with every dictionary made of them.
   */
  private int hash;

  /** Copies the entries; callers must pass them sorted and unique. */
  public DictionaryAttr(List<NamedAttribute> entries) {
    this.entries = List.copyOf(entries);
  }

  /** {@return the entries, sorted by name} */
  public List<NamedAttribute> entries() {
    return entries;
  }

  /** Dictionaries are equal when their entries are; hashes already computed must agree. */
  @Override
  public boolean equals(Object other) {
    return other == this || other instanceof DictionaryAttr dict
        && (hash == 0 || dict.hash == 0 || dict.hash == hash) && dict.entries.equals(entries);
  }

  /** {@return the hash of the entries, computed once} */
  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = entries.hashCode();
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return "DictionaryAttr" + entries;
  }

  /** {@return a dictionary of {@code entries} sorted by name; names must be unique} */
  public static DictionaryAttr sorted(List<NamedAttribute> entries) {
    List<NamedAttribute> copy = new ArrayList<>(entries);
    copy.sort((a, b) -> compareNames(a.name(), b.name()));
    return new DictionaryAttr(copy);
  }

  /** {@return the number of entries} */
  public int size() {
    return entries.size();
  }

  /** {@return whether the dictionary has no entries} */
  public boolean isEmpty() {
    return entries.isEmpty();
  }

  /** {@return the order of two attribute names, see {@link #NAME_ORDER}} */
  public static int compareNames(String a, String b) {
    int length = Math.min(a.length(), b.length());
    for (int i = 0; i < length; i++) {
      char x = a.charAt(i);
      char y = b.charAt(i);
      if (x != y) {
        boolean xSurrogate = Character.isSurrogate(x);
        boolean ySurrogate = Character.isSurrogate(y);
        if (xSurrogate != ySurrogate) {
          return xSurrogate ? 1 : -1;
        }
        return x - y;
      }
    }
    return a.length() - b.length();
  }

  /** {@return the value named {@code name}, or {@code null}} */
  public Attribute get(String name) {
    for (int i = 0; i < entries.size(); i++) {
      NamedAttribute entry = entries.get(i);
      if (entry.name().equals(name)) {
        return entry.value();
      }
    }
    return null;
  }
}
