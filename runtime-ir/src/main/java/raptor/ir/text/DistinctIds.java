package raptor.ir.text;

import java.util.HashMap;
import java.util.Map;
import raptor.ir.attr.DistinctAttr;

/** Numbers distinct attributes {@code 0, 1, ...} in the order they are first printed. */
final class DistinctIds {
  private final Map<DistinctAttr, Long> ids = new HashMap<>();

  long idOf(DistinctAttr attr) {
    Long id = ids.get(attr);
    if (id == null) {
      id = (long) ids.size();
      ids.put(attr, id);
    }
    return id;
  }
}
