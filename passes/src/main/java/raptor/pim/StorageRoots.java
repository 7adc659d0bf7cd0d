package raptor.pim;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.OpResult;
import raptor.ir.Value;

/**
 * The storage of Pim values: following views to their source and written results to the buffer
 * their op writes ({@link Destinations#of}) until a value that is neither. Answers are memoized
 * for many queries on one unchanging IR: every value met on the way to a root is remembered, so a chain of {@code n} ops writing the same buffer (the
 * copies of a gather) costs O(n) in total instead of O(n) per query.
 */
public final class StorageRoots {
  private final Map<Value, Value> roots = new IdentityHashMap<>();

  /** {@return the storage {@code value} is a view of or was written into} Amortized O(1). */
  public Value of(Value value) {
    Value known = roots.get(value);
    if (known != null) {
      return known;
    }
    List<Value> path = new ArrayList<>();
    Value current = value;
    Value root = null;
    while (root == null) {
      root = roots.get(current);
      if (root != null) {
        break;
      }
      path.add(current);
      Value next = current instanceof OpResult result ? Destinations.step(result) : null;
      if (next == null) {
        root = current;
      } else {
        current = next;
      }
    }
    for (Value visited : path) {
      roots.put(visited, root);
    }
    return root;
  }
}
