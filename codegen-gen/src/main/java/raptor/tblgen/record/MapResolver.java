package raptor.tblgen.record;

import java.util.HashMap;
import java.util.Map;

/**
 * Substitutes a fixed set of variables, typically template arguments by their values. A value may mention
 * other variables of the set (a default that uses an earlier argument); those are resolved on first use.
 */
final class MapResolver extends Resolver {

  private record Entry(Init value, boolean resolved) {
  }

  private final Map<String, Entry> map = new HashMap<>();
  private final boolean isFinal;

  MapResolver(RecordKeeper keeper) {
    this(keeper, false);
  }

  /**
   * Creates an empty substitution.
   *
   * @param isFinal whether operators that cannot fold yet take their final value
   */
  MapResolver(RecordKeeper keeper, boolean isFinal) {
    super(keeper);
    this.isFinal = isFinal;
  }

  @Override
  boolean isFinal() {
    return isFinal;
  }

  void set(String variable, Init value) {
    map.put(variable, new Entry(value, false));
  }

  @Override
  public Init resolve(String variable) {
    Entry entry = map.get(variable);
    if (entry == null) {
      return null;
    }
    if (entry.resolved() || map.size() == 1) {
      return entry.value();
    }
    map.remove(variable);
    Init value = entry.value().resolve(this);
    map.put(variable, new Entry(value, true));
    return value;
  }
}
