package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** TableGen's relations between types: subtyping, convertibility and the common type of two types. */
final class Types {

  private Types() {
  }

  /** {@return whether every {@code from} value is a {@code to} value (TableGen's {@code typeIsA})} */
  static boolean isA(RecType from, RecType to) {
    if (from.equals(to)) {
      return true;
    }
    if (from instanceof RecType.ListOf f && to instanceof RecType.ListOf t) {
      return isA(f.element(), t.element());
    }
    if (from instanceof RecType.Classes f && to instanceof RecType.Classes t) {
      for (Record required : t.classes()) {
        if (!derivesFrom(f, required)) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /** {@return whether a {@code from} value can be cast to {@code to} (TableGen's {@code typeIsConvertibleTo})} */
  static boolean isConvertible(RecType from, RecType to) {
    if (from instanceof RecType.Bit) {
      return to instanceof RecType.Bit || to instanceof RecType.Int
          || to instanceof RecType.Bits bits && bits.width() == 1;
    }
    if (from instanceof RecType.Int) {
      return to instanceof RecType.Bit || to instanceof RecType.Int || to instanceof RecType.Bits;
    }
    if (from instanceof RecType.Bits bits) {
      return to.equals(bits) || to instanceof RecType.Int || to instanceof RecType.Bit && bits.width() == 1;
    }
    if (from instanceof RecType.ListOf list) {
      return to instanceof RecType.ListOf t && isConvertible(list.element(), t.element());
    }
    return isA(from, to);
  }

  /** {@return the most specific type both {@code a} and {@code b} convert to, or null if there is none} */
  static RecType common(RecType a, RecType b) {
    if (a instanceof RecType.Classes ca && b instanceof RecType.Classes cb) {
      return commonClasses(ca, cb);
    }
    if (a instanceof RecType.ListOf la && b instanceof RecType.ListOf lb) {
      RecType element = common(la.element(), lb.element());
      return element == null ? null : new RecType.ListOf(element);
    }
    if (isConvertible(a, b)) {
      return b;
    }
    return isConvertible(b, a) ? a : null;
  }

  private static RecType commonClasses(RecType.Classes a, RecType.Classes b) {
    if (isA(a, b)) {
      return b;
    }
    if (isA(b, a)) {
      return a;
    }
    Set<Record> shared = new LinkedHashSet<>();
    for (Record c : a.classes()) {
      for (Record candidate : withSuperClasses(c)) {
        if (derivesFrom(b, candidate)) {
          shared.add(candidate);
        }
      }
    }
    return shared.isEmpty() ? null : RecType.Classes.of(new ArrayList<>(shared));
  }

  private static List<Record> withSuperClasses(Record c) {
    List<Record> all = new ArrayList<>(c.superClasses());
    all.add(c);
    return all;
  }

  private static boolean derivesFrom(RecType.Classes type, Record required) {
    for (Record c : type.classes()) {
      if (c == required || c.isSubClassOf(required)) {
        return true;
      }
    }
    return false;
  }
}
