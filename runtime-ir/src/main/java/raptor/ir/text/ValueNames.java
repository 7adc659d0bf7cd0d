package raptor.ir.text;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Value;

/**
 * The printer's table from values to names: a number ({@code %12}) or a hint
 * ({@code %c0}). Open addressing over parallel arrays keyed by {@link Value#hashCode()}, so a
 * million values cost two arrays and no per-entry objects.
 */
final class ValueNames {
  private static final int ABSENT = Integer.MIN_VALUE;

  private Value[] keys = new Value[64];
  private int[] codes = new int[64];
  private final List<String> hints = new ArrayList<>();
  private int size;

  /** Names {@code value} with the number {@code number} (non-negative). */
  void putNumber(Value value, int number) {
    put(value, number);
  }

  /** Names {@code value} with the text {@code hint}. */
  void putHint(Value value, String hint) {
    hints.add(hint);
    put(value, -hints.size());
  }

  boolean contains(Value value) {
    return code(value) != ABSENT;
  }

  /** Appends the name of {@code value} without {@code %}; returns false when it has none. */
  boolean append(StringBuilder out, Value value) {
    int code = code(value);
    if (code == ABSENT) {
      return false;
    }
    if (code >= 0) {
      out.append(code);
    } else {
      out.append(hints.get(-code - 1));
    }
    return true;
  }

  private int code(Value value) {
    int mask = keys.length - 1;
    for (int i = value.hashCode() & mask; ; i = (i + 1) & mask) {
      Value key = keys[i];
      if (key == null) {
        return ABSENT;
      }
      if (key == value) {
        return codes[i];
      }
    }
  }

  private void put(Value value, int code) {
    if ((size + 1) * 2 > keys.length) {
      grow();
    }
    int mask = keys.length - 1;
    int i = value.hashCode() & mask;
    while (keys[i] != null && keys[i] != value) {
      i = (i + 1) & mask;
    }
    if (keys[i] == null) {
      size++;
    }
    keys[i] = value;
    codes[i] = code;
  }

  private void grow() {
    Value[] oldKeys = keys;
    int[] oldCodes = codes;
    keys = new Value[oldKeys.length * 2];
    codes = new int[oldKeys.length * 2];
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        put(oldKeys[i], oldCodes[i]);
      }
    }
  }
}
