package raptor.ir;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.NamedAttribute;

/** Copy-on-write edits of sorted attribute dictionaries. */
public final class Dictionaries {
  private Dictionaries() {
  }

  /**
   * {@return {@code dict} with {@code name} set to {@code value}, or removed when {@code value}
   * is null}; entries stay sorted by the bytes of their names
   */
  public static DictionaryAttr with(DictionaryAttr dict, String name, Attribute value) {
    List<NamedAttribute> entries = dict.entries();
    List<NamedAttribute> updated = new ArrayList<>(entries.size() + 1);
    boolean placed = false;
    for (NamedAttribute entry : entries) {
      int cmp = compareNames(entry.name(), name);
      if (cmp == 0) {
        placed = true;
        if (value != null) {
          updated.add(new NamedAttribute(name, value));
        }
        continue;
      }
      if (cmp > 0 && !placed) {
        placed = true;
        if (value != null) {
          updated.add(new NamedAttribute(name, value));
        }
      }
      updated.add(entry);
    }
    if (!placed && value != null) {
      updated.add(new NamedAttribute(name, value));
    }
    return updated.isEmpty() ? DictionaryAttr.EMPTY : new DictionaryAttr(updated);
  }

  /** Compares two attribute names by their UTF-8 bytes, as MLIR sorts dictionaries. */
  public static int compareNames(String a, String b) {
    int n = Math.min(a.length(), b.length());
    for (int i = 0; i < n; i++) {
      char ca = a.charAt(i);
      char cb = b.charAt(i);
      if (ca != cb) {
        return ca - cb;
      }
    }
    return a.length() - b.length();
  }
}
