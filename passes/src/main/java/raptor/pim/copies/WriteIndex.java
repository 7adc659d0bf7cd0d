package raptor.pim.copies;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.pim.Destinations;

/**
 * Which ops of one block write which storage, an op standing for the ops nested in it: answers
 * whether an op between two others writes a storage with ordered-set lookups instead of a walk
 * of the ops between them. Made from the block as it is; a rewrite reports the ops it changes
 * or erases ({@link #changing}) and, once what ops write may differ, marks the index stale
 * ({@link #markStale}): the next question first indexes those ops again, which gives the index
 * that indexing the whole block anew would give.
 */
final class WriteIndex {
  private final Block block;
  private final Function<Value, Value> storageOf;
  private final Map<Operation, Integer> indices;
  /** The storages each indexed op writes, by index; {@code null} for an op that writes none. */
  private final Value[][] storagesAt;
  private final Map<Value, NavigableSet<Integer>> writersByStorage = new IdentityHashMap<>();
  /** The ops that write a storage this analysis does not see through. */
  private final NavigableSet<Integer> opaqueWriters = new TreeSet<>();
  /** The ops that write anything. */
  private final NavigableSet<Integer> allWriters = new TreeSet<>();
  /** The ops of the block reported by {@link #changing} since they were last indexed. */
  private final Set<Operation> changed = Collections.newSetFromMap(new IdentityHashMap<>());
  private boolean stale;

  /**
   * Indexes {@code block}; {@code storageOf} gives the storage of a written buffer, as
   * {@link LocalStorage#of}.
   */
  WriteIndex(Block block, Function<Value, Value> storageOf) {
    this.block = block;
    this.storageOf = storageOf;
    int count = block.countOps();
    indices = new IdentityHashMap<>(count);
    storagesAt = new Value[count][];
    int index = 0;
    for (Operation op : block.ops()) {
      indices.put(op, index);
      index(op, index++);
    }
  }

  /**
   * Records that {@code op}, an op of the block, or an op nested in it is about to change what
   * it reads or writes, or to be erased: {@code op} is indexed again once the index is stale.
   */
  void changing(Operation op) {
    if (indices.containsKey(op)) {
      changed.add(op);
    }
  }

  /** Marks the index stale: the ops reported by {@link #changing} are indexed again first. */
  void markStale() {
    stale = true;
  }

  /**
   * {@return whether an op after {@code from} up to {@code to} ({@code to} itself when
   * {@code includeLast}) writes a storage that may overlap {@code storage}; {@code null} when
   * either op is not indexed (made after the index)}
   */
  Boolean written(Operation from, Operation to, boolean includeLast, Value storage) {
    if (stale) {
      refresh();
    }
    Integer first = indices.get(from);
    Integer last = indices.get(to);
    if (first == null || last == null) {
      return null;
    }
    int low = first + 1;
    int high = includeLast ? last : last - 1;
    if (LocalStorage.isOpaque(storage)) {
      return any(allWriters, low, high);
    }
    NavigableSet<Integer> writers = writersByStorage.get(storage);
    return writers != null && any(writers, low, high) || any(opaqueWriters, low, high);
  }

  /** Indexes the changed ops again, dropping those no longer in the block. */
  private void refresh() {
    for (Operation op : changed) {
      int at = indices.get(op);
      unindex(at);
      if (op.parentBlock() == block) {
        index(op, at);
      } else {
        indices.remove(op);
      }
    }
    changed.clear();
    stale = false;
  }

  /** Records the storages {@code op}, at index {@code at}, and the ops nested in it write. */
  private void index(Operation op, int at) {
    List<Value> storages = new ArrayList<>();
    op.walk(nested -> {
      Value destination = Destinations.of(nested);
      if (destination != null) {
        storages.add(storageOf.apply(destination));
      }
    });
    if (storages.isEmpty()) {
      return;
    }
    storagesAt[at] = storages.toArray(Value[]::new);
    allWriters.add(at);
    boolean anyOpaque = false;
    for (Value storage : storages) {
      anyOpaque |= LocalStorage.isOpaque(storage);
      writersByStorage.computeIfAbsent(storage, s -> new TreeSet<>()).add(at);
    }
    if (anyOpaque) {
      opaqueWriters.add(at);
    }
  }

  /** Forgets what the op at index {@code at} writes. */
  private void unindex(int at) {
    Value[] storages = storagesAt[at];
    if (storages == null) {
      return;
    }
    storagesAt[at] = null;
    allWriters.remove(at);
    opaqueWriters.remove(at);
    for (Value storage : storages) {
      writersByStorage.get(storage).remove(at);
    }
  }

  /** {@return whether {@code values} has one in {@code [low, high]}} */
  private static boolean any(NavigableSet<Integer> values, int low, int high) {
    if (low > high) {
      return false;
    }
    Integer next = values.ceiling(low);
    return next != null && next <= high;
  }
}
