package raptor.rewrite;

import java.util.Arrays;
import raptor.ir.Operation;

/**
 * A map from ops, by identity, to non-negative ints, in two flat arrays: the greedy driver's
 * worklist holds every op of a region in it, and a boxed {@code IdentityHashMap} would cost two
 * objects per op. Open addressing with linear probing, removal by shifting back the entries that
 * follow (no tombstones), at most three quarters full.
 */
final class OpPositions {
  /** Returned by {@link #get} and {@link #remove} for an op that is not in the map. */
  static final int ABSENT = -1;

  private static final int MIN_CAPACITY = 16;

  private Operation[] keys = new Operation[MIN_CAPACITY];
  private int[] values = new int[MIN_CAPACITY];
  private int size;

  int size() {
    return size;
  }

  /** {@return the value of {@code op}, or {@link #ABSENT}} */
  int get(Operation op) {
    int slot = find(op);
    return keys[slot] == null ? ABSENT : values[slot];
  }

  /**
   * Maps {@code op} to {@code value} unless it is already mapped.
   *
   * @return whether {@code op} was added
   */
  boolean putIfAbsent(Operation op, int value) {
    int slot = find(op);
    if (keys[slot] != null) {
      return false;
    }
    keys[slot] = op;
    values[slot] = value;
    if (isOverfull(++size, keys.length)) {
      grow();
    }
    return true;
  }

  /** Removes {@code op}; {@return its value, or {@link #ABSENT} when it was not there} */
  int remove(Operation op) {
    int slot = find(op);
    if (keys[slot] == null) {
      return ABSENT;
    }
    int value = values[slot];
    int mask = keys.length - 1;
    int hole = slot;
    for (int next = (hole + 1) & mask; keys[next] != null; next = (next + 1) & mask) {
      int home = home(keys[next], mask);
      // The entry at next may fill the hole when its home is not cyclically in (hole, next].
      if (((next - home) & mask) >= ((next - hole) & mask)) {
        keys[hole] = keys[next];
        values[hole] = values[next];
        hole = next;
      }
    }
    keys[hole] = null;
    size--;
    return value;
  }

  /** Makes room for {@code expected} ops in all, so that adding up to that many never grows. */
  void reserve(int expected) {
    int capacity = keys.length;
    while (isOverfull(expected, capacity)) {
      capacity *= 2;
    }
    if (capacity > keys.length) {
      rehash(capacity);
    }
  }

  /** Empties the map, keeping its capacity. */
  void clear() {
    Arrays.fill(keys, null);
    size = 0;
  }

  /** {@return the slot holding {@code op}, or the empty slot where it would go} */
  private int find(Operation op) {
    int mask = keys.length - 1;
    int slot = home(op, mask);
    while (keys[slot] != null && keys[slot] != op) {
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  private static int home(Operation op, int mask) {
    int hash = System.identityHashCode(op);
    return (hash ^ (hash >>> 16)) * 0x9E3779B1 & mask;
  }

  private static boolean isOverfull(long size, int capacity) {
    return size * 4 > capacity * 3L;
  }

  private void grow() {
    rehash(keys.length * 2);
  }

  private void rehash(int capacity) {
    Operation[] oldKeys = keys;
    int[] oldValues = values;
    keys = new Operation[capacity];
    values = new int[capacity];
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        int slot = find(oldKeys[i]);
        keys[slot] = oldKeys[i];
        values[slot] = oldValues[i];
      }
    }
  }
}
