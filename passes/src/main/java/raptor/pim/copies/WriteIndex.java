package raptor.pim.copies;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.pim.Destinations;

/**
 * Which ops of one block write which storage, an op standing for the ops nested in it: answers
 * whether an op between two others writes a storage with two binary searches instead of a walk
 * of the ops between them. Made from the block as it is; rewrites that change what an op
 * writes must drop the index.
 */
final class WriteIndex {
  private final Map<Operation, Integer> indices = new IdentityHashMap<>();
  private final Map<Value, int[]> writersByStorage = new IdentityHashMap<>();
  /** The ops that write a storage this analysis does not see through. */
  private final int[] opaqueWriters;
  /** The ops that write anything. */
  private final int[] allWriters;

  /**
   * Indexes {@code block}; {@code storageOf} gives the storage of a written buffer, as
   * {@link LocalStorage#of}.
   */
  WriteIndex(Block block, Function<Value, Value> storageOf) {
    Map<Value, List<Integer>> byStorage = new IdentityHashMap<>();
    List<Integer> opaque = new ArrayList<>();
    List<Integer> all = new ArrayList<>();
    int index = 0;
    for (Operation op : block.ops()) {
      int at = index++;
      indices.put(op, at);
      List<Value> storages = new ArrayList<>();
      op.walk(nested -> {
        Value destination = Destinations.of(nested);
        if (destination != null) {
          storages.add(storageOf.apply(destination));
        }
      });
      if (storages.isEmpty()) {
        continue;
      }
      all.add(at);
      boolean anyOpaque = false;
      for (Value storage : storages) {
        anyOpaque |= LocalStorage.isOpaque(storage);
        List<Integer> writers = byStorage.computeIfAbsent(storage, s -> new ArrayList<>());
        if (writers.isEmpty() || writers.get(writers.size() - 1) != at) {
          writers.add(at);
        }
      }
      if (anyOpaque) {
        opaque.add(at);
      }
    }
    byStorage.forEach((storage, writers) -> writersByStorage.put(storage, toArray(writers)));
    opaqueWriters = toArray(opaque);
    allWriters = toArray(all);
  }

  private static int[] toArray(List<Integer> values) {
    return values.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * {@return whether an op after {@code from} up to {@code to} ({@code to} itself when
   * {@code includeLast}) writes a storage that may overlap {@code storage}; {@code null} when
   * either op is not indexed (made after the index)}
   */
  Boolean written(Operation from, Operation to, boolean includeLast, Value storage) {
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
    int[] writers = writersByStorage.get(storage);
    return writers != null && any(writers, low, high) || any(opaqueWriters, low, high);
  }

  /** {@return whether sorted {@code values} has one in {@code [low, high]}} */
  private static boolean any(int[] values, int low, int high) {
    if (low > high) {
      return false;
    }
    int at = Arrays.binarySearch(values, low);
    int insertion = at >= 0 ? at : -at - 1;
    return insertion < values.length && values[insertion] <= high;
  }
}
