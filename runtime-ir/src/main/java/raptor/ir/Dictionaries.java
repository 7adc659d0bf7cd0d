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
      int cmp = DictionaryAttr.compareNames(entry.name(), name);
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
}
