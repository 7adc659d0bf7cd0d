package raptor.tblgen.record;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * All classes and defs of one evaluation, each kind sorted by name as {@code --print-records} lists them,
 * and the cache that gives equal anonymous instantiations one {@code anonymous_N} def.
 */
public final class RecordKeeper {

  private final Map<String, Record> classes = new TreeMap<>();
  private final Map<String, Record> defs = new TreeMap<>();
  private final Map<VarDefInit, Record> instances = new HashMap<>();
  private int anonymousCount;

  /** Creates an empty keeper. */
  public RecordKeeper() {
  }

  /** {@return the classes sorted by name} */
  public Collection<Record> classes() {
    return List.copyOf(classes.values());
  }

  /** {@return the defs, anonymous ones included, sorted by name} */
  public Collection<Record> defs() {
    return List.copyOf(defs.values());
  }

  /** {@return the class with this name, or null} */
  public Record findClass(String name) {
    return classes.get(name);
  }

  /** {@return the def with this name, or null} */
  public Record def(String name) {
    return defs.get(name);
  }

  void addClass(Record record) {
    classes.put(record.name(), record);
  }

  void addDef(Record record) {
    defs.put(record.name(), record);
  }

  /** {@return a fresh {@code anonymous_N} name} */
  String newAnonymousName() {
    return "anonymous_" + anonymousCount++;
  }

  /**
   * Returns the def of an anonymous instantiation, creating it on first use: the class's values with the
   * template arguments substituted, then resolved as a def.
   */
  Record instance(VarDefInit instantiation) {
    Record existing = instances.get(instantiation);
    if (existing != null) {
      return existing;
    }
    Record templateClass = instantiation.templateClass();
    Record def = new Record(newAnonymousName(), Record.Kind.ANONYMOUS_DEF, templateClass.loc());
    MapResolver arguments = new MapResolver(this);
    for (RecordVal value : templateClass.values()) {
      if (value.kind() == RecordVal.Kind.TEMPLATE_ARG) {
        arguments.set(value.name(), value.value());
      } else {
        def.addValue(value.copy());
      }
    }
    for (ArgumentInit arg : instantiation.args()) {
      arguments.set(arg.boundName(templateClass), arg.value());
    }
    def.resolve(arguments);
    def.addDirectSuperClass(templateClass);
    def.resolve(new RecordResolver(this, def));
    addDef(def);
    instances.put(instantiation, def);
    return def;
  }
}
