package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * A class, def or the template arguments of a multiclass: its template arguments, fields in declaration
 * order and superclasses.
 *
 * <p>Records are built up by the {@link Evaluator} and compare by identity. A def made in a multiclass body
 * is a prototype whose name may still depend on the multiclass's template arguments and {@code NAME}.
 */
public final class Record {

  /**
   * Whether the record is a class, a named def, an anonymous def or a multiclass (which holds only its
   * template arguments).
   */
  public enum Kind { CLASS, DEF, ANONYMOUS_DEF, MULTICLASS }

  private Init name;
  private final Kind kind;
  private final SourceLoc loc;
  private final List<String> templateArgs = new ArrayList<>();
  private final Map<String, RecordVal> values = new LinkedHashMap<>();
  private final List<Record> directSuperClasses = new ArrayList<>();
  private final List<Assertion> assertions = new ArrayList<>();
  private final List<Dump> dumps = new ArrayList<>();

  /**
   * A {@code dump} of the record's body or of a superclass's, printed when a def is complete.
   *
   * @param loc     where the {@code dump} is written
   * @param message the message
   */
  record Dump(SourceLoc loc, Init message) {
  }

  /**
   * An {@code assert} of the record's body or of a superclass's, checked when a def is complete.
   *
   * @param loc       where the assertion is written
   * @param condition the condition
   * @param message   the message
   */
  record Assertion(SourceLoc loc, Init condition, Init message) {
  }

  /**
   * Creates an empty record.
   *
   * @param name the record name
   * @param kind the kind
   * @param loc  where it is defined
   */
  public Record(String name, Kind kind, SourceLoc loc) {
    this(new StringInit(name, false), kind, loc);
  }

  /**
   * Creates an empty record whose name may still be an expression (a def in a multiclass body).
   *
   * @param name the record name
   * @param kind the kind
   * @param loc  where it is defined
   */
  Record(Init name, Kind kind, SourceLoc loc) {
    this.name = name;
    this.kind = kind;
    this.loc = loc;
  }

  /**
   * {@return a copy of a prototype def, to be resolved for one instantiation of its multiclass} As in
   * TableGen 22, whose record copies leave them out, the copy has no {@code dump}s: a def made by a
   * multiclass prints none.
   */
  Record copy() {
    Record copy = new Record(name, kind, loc);
    values.values().forEach(value -> copy.addValue(value.copy()));
    copy.directSuperClasses.addAll(directSuperClasses);
    copy.assertions.addAll(assertions);
    return copy;
  }

  /** {@return the name} */
  public String name() {
    return name.asUnquotedString();
  }

  /**
   * {@return the name as a value: a string; for a def being built, an anonymous name placeholder or, in a
   * multiclass, an expression}
   */
  Init nameInit() {
    return name;
  }

  /**
   * {@return the qualified name of one of this record's template arguments: {@code Class:arg}, or
   * {@code Multiclass::arg} for a multiclass}
   */
  String qualify(String argName) {
    return name() + (kind == Kind.MULTICLASS ? "::" : ":") + argName;
  }

  /** {@return the kind} */
  public Kind kind() {
    return kind;
  }

  /** {@return whether this is a class} */
  public boolean isClass() {
    return kind == Kind.CLASS;
  }

  /** {@return where it is defined} */
  public SourceLoc loc() {
    return loc;
  }

  /** {@return the qualified template argument names ({@code Class:arg}) in order} */
  public List<String> templateArgs() {
    return List.copyOf(templateArgs);
  }

  /** {@return the fields and template arguments in declaration order} */
  public Collection<RecordVal> values() {
    return List.copyOf(values.values());
  }

  /** {@return the field or template argument with this name, or null} */
  public RecordVal value(String valueName) {
    return values.get(valueName);
  }

  /** {@return the superclasses named in this record's inheritance list} */
  public List<Record> directSuperClasses() {
    return List.copyOf(directSuperClasses);
  }

  /**
   * {@return all superclasses, each preceded by its own superclasses, in inheritance order} A class
   * reached along two paths appears twice, as in TableGen.
   */
  public List<Record> superClasses() {
    List<Record> all = new ArrayList<>();
    for (Record direct : directSuperClasses) {
      all.addAll(direct.superClasses());
      all.add(direct);
    }
    return all;
  }

  /** {@return whether {@code other} is a direct or indirect superclass} O(size of the hierarchy). */
  public boolean isSubClassOf(Record other) {
    for (Record direct : directSuperClasses) {
      if (direct == other || direct.isSubClassOf(other)) {
        return true;
      }
    }
    return false;
  }

  /** {@return whether the record has no template argument, field or superclass yet} */
  boolean isEmpty() {
    return values.isEmpty() && directSuperClasses.isEmpty();
  }

  void addValue(RecordVal value) {
    values.put(value.name(), value);
    if (value.kind() == RecordVal.Kind.TEMPLATE_ARG) {
      templateArgs.add(value.name());
    }
  }

  void removeValue(String valueName) {
    values.remove(valueName);
    templateArgs.remove(valueName);
  }

  void addDirectSuperClass(Record superClass) {
    directSuperClasses.add(superClass);
  }

  /** {@return the assertions to check when a def is complete} */
  List<Assertion> assertions() {
    return assertions;
  }

  void addAssertion(Assertion assertion) {
    assertions.add(assertion);
  }

  /** {@return the dumps to print when a def is complete} */
  List<Dump> dumps() {
    return dumps;
  }

  void addDump(Dump dump) {
    dumps.add(dump);
  }

  /**
   * Resolves the name, if it is not yet a string, and every value with {@code resolver}, checking that each
   * value still fits its field's type.
   */
  void resolve(Resolver resolver) {
    if (!(name instanceof StringInit)) {
      name = name.resolve(resolver);
    }
    assertions.replaceAll(a -> new Assertion(a.loc(), a.condition().resolve(resolver),
        a.message().resolve(resolver)));
    dumps.replaceAll(d -> new Dump(d.loc(), d.message().resolve(resolver)));
    for (RecordVal value : values.values()) {
      Init resolved = value.value().resolve(resolver);
      if (!value.set(resolved)) {
        String type = resolved instanceof TypedInit typed ? "of type '" + typed.type().spelling() + "' " : "";
        throw new TdException(loc, "Invalid value " + type + "found when setting field '" + value.name()
            + "' of type '" + value.type().spelling() + "' after resolving references: "
            + resolved.asUnquotedString());
      }
    }
  }
}
