package raptor.pass;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The options of one pass, read by reflection from an options record whose components carry
 * {@link Option} or {@link OptionGroup}: parses {@code key=value} lists as mlir-opt's pass
 * option parser does and prints them back in its form (sorted by name, space separated).
 *
 * @param <O> the options record
 */
public final class OptionSchema<O extends Record> {
  /** One option: its record component (in the pass's record or a group's), name, help and kind. */
  public record Field(RecordComponent component, String name, String help, Kind kind) {
    /** {@return how the option's value is described in help, such as {@code =<int>}} */
    public String valueHint() {
      return switch (kind) {
        case BOOLEAN -> "";
        case INT, INT_LIST -> "=<int>";
        case LONG, LONG_LIST -> "=<long>";
        case STRING, STRING_LIST -> "=<string>";
        case ENUM -> "=<value>";
      };
    }
  }

  /** The value kinds an option may have. */
  public enum Kind {
    /** {@code int}. */
    INT,
    /** {@code long}. */
    LONG,
    /** {@code boolean}. */
    BOOLEAN,
    /** {@code String}. */
    STRING,
    /** An enum type. */
    ENUM,
    /** {@code List<Integer>}. */
    INT_LIST,
    /** {@code List<Long>}. */
    LONG_LIST,
    /** {@code List<String>}. */
    STRING_LIST
  }

  private final Class<O> type;
  private final OptionRecord record;
  private final O defaults;
  private final Map<String, Object> defaultValues = new HashMap<>();
  private final List<Field> fields;

  private OptionSchema(Class<O> type, O defaults) {
    this.type = type;
    this.record = new OptionRecord(type);
    this.defaults = defaults;
    record.read(defaults, defaultValues);
    List<Field> found = record.fields();
    found.sort(Comparator.comparing(Field::name));
    for (int i = 1; i < found.size(); i++) {
      if (found.get(i).name().equals(found.get(i - 1).name())) {
        throw new IllegalArgumentException(type.getName() + " declares option "
            + found.get(i).name() + " twice");
      }
    }
    this.fields = List.copyOf(found);
  }

  /**
   * {@return the schema of options record {@code type}, whose default values are defaults}
   *
   * <p>The options are the components of {@code type} marked {@link Option} and, for each
   * component marked {@link OptionGroup}, the options of the group's record.
   */
  public static <O extends Record> OptionSchema<O> of(Class<O> type, O defaults) {
    return new OptionSchema<>(type, defaults);
  }

  /** {@return the options sorted by name, those of option groups included} */
  public List<Field> fields() {
    return fields;
  }

  /** {@return the default options} */
  public O defaults() {
    return defaults;
  }

  /**
   * {@return the defaults overridden by the {@code key=value} list {@code text}}
   *
   * @throws PassOptionException for an unknown option or a malformed value
   */
  public O parse(String text) throws PassOptionException {
    Map<String, Object> values = new HashMap<>(defaultValues);
    OptionLexer lexer = new OptionLexer(text);
    for (OptionLexer.Entry entry = lexer.next(); entry != null; entry = lexer.next()) {
      Field field = field(entry);
      values.put(field.name(), OptionValues.parse(field, entry.value(), entry.valueOffset()));
    }
    try {
      return type.cast(record.build(values));
    } catch (InvocationTargetException e) {
      throw new PassOptionException(e.getCause().getMessage(), 0);
    }
  }

  /**
   * {@return a schema whose defaults are this one's, overridden by the entries of
   * {@code values} that name one of its options (global flags such as {@code core-count})}
   *
   * @throws PassOptionException for a malformed value
   */
  public OptionSchema<O> withDefaults(Map<String, String> values) throws PassOptionException {
    StringBuilder text = new StringBuilder();
    for (Field field : fields) {
      String value = values.get(field.name());
      if (value != null) {
        text.append(text.length() == 0 ? "" : " ").append(field.name()).append('=').append(value);
      }
    }
    return text.length() == 0 ? this : new OptionSchema<>(type, parse(text.toString()));
  }

  /** {@return every option of {@code options} as {@code name=value}, sorted, space separated} */
  public String print(O options) {
    Map<String, Object> values = new HashMap<>();
    record.read(options, values);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        out.append(' ');
      }
      Field field = fields.get(i);
      String value = OptionValues.print(values.get(field.name()));
      if (!value.isEmpty()) {
        out.append(field.name()).append('=').append(value);
      }
    }
    return out.toString();
  }

  private Field field(OptionLexer.Entry entry) throws PassOptionException {
    for (Field field : fields) {
      if (field.name().equals(entry.key())) {
        return field;
      }
    }
    throw new PassOptionException("no such option " + entry.key(), entry.keyOffset());
  }

  /** {@return the written form of an enum constant: lower case, dashes for underscores} */
  static String enumName(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
