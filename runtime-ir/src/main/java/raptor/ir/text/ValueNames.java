package raptor.ir.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import raptor.ir.Value;

/**
 * The printer's table from values to names: a number ({@code %12}) or a hint ({@code %c0}).
 *
 * <p>Names are added while numbering, then the table is frozen for lookups. Values parsed from
 * one file have nearly consecutive {@link Value#id() ids}, so the frozen table is usually a
 * dense array indexed by id, read in almost sequential order while printing; scattered ids
 * fall back to open addressing. Either way there is no per-entry object.
 */
final class ValueNames {
  private static final int ABSENT = Integer.MIN_VALUE;

  private final List<String> hints = new ArrayList<>();
  private Value[] pendingValues = new Value[256];
  private int[] pendingCodes = new int[256];
  private int size;

  private int minId;
  private int[] dense;
  private Value[] hashKeys;
  private int[] hashCodes;

  /** Names {@code value} with the number {@code number} (non-negative). */
  void putNumber(Value value, int number) {
    add(value, number);
  }

  /** Names {@code value} with the text {@code hint}. */
  void putHint(Value value, String hint) {
    hints.add(hint);
    add(value, -hints.size());
  }

  private void add(Value value, int code) {
    if (size == pendingValues.length) {
      pendingValues = Arrays.copyOf(pendingValues, size * 2);
      pendingCodes = Arrays.copyOf(pendingCodes, size * 2);
    }
    pendingValues[size] = value;
    pendingCodes[size] = code;
    size++;
  }

  /** Builds the lookup table; call once, after every name was added. */
  void freeze() {
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int i = 0; i < size; i++) {
      int id = pendingValues[i].id();
      min = Math.min(min, id);
      max = Math.max(max, id);
    }
    long span = size == 0 ? 0 : (long) max - min + 1;
    if (span <= 4L * size + 1024) {
      buildDense(min, (int) span);
    } else {
      buildHashed();
    }
    pendingValues = null;
    pendingCodes = null;
  }

  private void buildDense(int min, int span) {
    minId = min;
    dense = new int[span];
    Arrays.fill(dense, ABSENT);
    for (int i = 0; i < size; i++) {
      dense[pendingValues[i].id() - min] = pendingCodes[i];
    }
  }

  private void buildHashed() {
    int capacity = Integer.highestOneBit(Math.max(16, size * 2)) * 2;
    hashKeys = new Value[capacity];
    hashCodes = new int[capacity];
    int mask = capacity - 1;
    for (int i = 0; i < size; i++) {
      Value value = pendingValues[i];
      int slot = value.hashCode() & mask;
      while (hashKeys[slot] != null) {
        slot = (slot + 1) & mask;
      }
      hashKeys[slot] = value;
      hashCodes[slot] = pendingCodes[i];
    }
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
    if (dense != null) {
      int index = value.id() - minId;
      return index >= 0 && index < dense.length ? dense[index] : ABSENT;
    }
    int mask = hashKeys.length - 1;
    for (int i = value.hashCode() & mask; ; i = (i + 1) & mask) {
      Value key = hashKeys[i];
      if (key == null) {
        return ABSENT;
      }
      if (key == value) {
        return hashCodes[i];
      }
    }
  }
}
