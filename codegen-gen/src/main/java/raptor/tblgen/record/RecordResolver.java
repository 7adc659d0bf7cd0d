package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The final resolution of a def: each field reference is replaced by that field's own resolved value,
 * so that a field initialiser sees the value the field has after all {@code let}s. Cycles and unset fields
 * leave the reference in place. An anonymous def whose name was taken gets its new name here.
 */
final class RecordResolver extends Resolver {

  private final Record record;
  private final Map<String, Init> cache = new HashMap<>();
  private final List<String> inProgress = new ArrayList<>();
  private final Init oldName;
  private final AnonymousNameInit newName;

  RecordResolver(RecordKeeper keeper, Record record) {
    this(keeper, record, null);
  }

  /**
   * Creates the final resolution of {@code record}.
   *
   * @param newName the fresh name of an anonymous def whose own name is taken, or null
   */
  RecordResolver(RecordKeeper keeper, Record record, String newName) {
    super(keeper);
    this.record = record;
    this.oldName = record.nameInit();
    this.newName = newName == null ? null : new AnonymousNameInit(newName);
  }

  @Override
  Record currentRecord() {
    return record;
  }

  @Override
  AnonymousNameInit rename(AnonymousNameInit name) {
    return newName != null && name.equals(oldName) ? newName : name;
  }

  @Override
  boolean isFinal() {
    return true;
  }

  @Override
  public Init resolve(String variable) {
    if (cache.containsKey(variable)) {
      return cache.get(variable);
    }
    if (inProgress.contains(variable)) {
      return null;
    }
    RecordVal field = record.value(variable);
    Init value = null;
    if (field != null && !(field.value() instanceof UnsetInit)) {
      inProgress.add(variable);
      value = field.value().resolve(this);
      inProgress.remove(inProgress.size() - 1);
    }
    cache.put(variable, value);
    return value;
  }
}
