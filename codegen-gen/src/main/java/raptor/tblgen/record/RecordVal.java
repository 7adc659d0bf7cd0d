package raptor.tblgen.record;

import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/** A field or template argument of a record: name, type and current value. */
public final class RecordVal {

  /** What kind of value this is. */
  public enum Kind {
    /** An ordinary field, which must be concrete in a def. */
    FIELD,
    /** A field declared with the {@code field} keyword, which may stay unresolved. */
    NONCONCRETE_FIELD,
    /** A class template argument. */
    TEMPLATE_ARG
  }

  private final String name;
  private final RecType type;
  private final Kind kind;
  private final SourceLoc loc;
  private Init value;

  /**
   * Creates an unset value.
   *
   * @param name the name ({@code Class:arg} for template arguments)
   * @param type the declared type
   * @param kind the kind
   * @param loc  where it is declared
   */
  public RecordVal(String name, RecType type, Kind kind, SourceLoc loc) {
    this.name = name;
    this.type = type;
    this.kind = kind;
    this.loc = loc;
    set(UnsetInit.UNSET);
  }

  /** {@return a copy with the same value, for a record inheriting this one} */
  RecordVal copy() {
    RecordVal copy = new RecordVal(name, type, kind, loc);
    copy.value = value;
    return copy;
  }

  /** {@return the name} */
  public String name() {
    return name;
  }

  /** {@return the declared type} */
  public RecType type() {
    return type;
  }

  /** {@return the kind} */
  public Kind kind() {
    return kind;
  }

  /** {@return where it is declared} */
  public SourceLoc loc() {
    return loc;
  }

  /** {@return the current value; {@code ?} when unset} */
  public Init value() {
    return value;
  }

  /**
   * Stores a value converted to the declared type; a {@code bits<n>} field always holds its bits one by
   * one, as TableGen does.
   *
   * @param newValue the value
   * @return false, leaving the value unchanged, if the value cannot have the declared type
   */
  boolean set(Init newValue) {
    Init converted = Casts.castTo(newValue, type);
    if (converted == null) {
      return false;
    }
    value = type instanceof RecType.Bits bits && !(converted instanceof BitsInit) ? split(converted, bits) : converted;
    return true;
  }

  private static BitsInit split(Init whole, RecType.Bits type) {
    List<Init> bits = new ArrayList<>(type.width());
    for (int i = 0; i < type.width(); i++) {
      bits.add(VarBitInit.bitOf(whole, i));
    }
    return new BitsInit(bits);
  }

  /** {@return the type as printed: {@code code} for a string field holding a code block} */
  public String printedType() {
    if (value instanceof StringInit string && string.code()) {
      return "code";
    }
    return type.spelling();
  }
}
