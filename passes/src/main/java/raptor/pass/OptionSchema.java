package raptor.pass;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The options of one pass, read by reflection from an options record whose components carry
 * {@link Option}: parses {@code key=value} lists as mlir-opt's pass option parser does and
 * prints them back in its form (sorted by name, space separated).
 *
 * @param <O> the options record
 */
public final class OptionSchema<O extends Record> {
  /** One option: its record component, name, help and value kind. */
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
  private final O defaults;
  private final List<Field> fields;
  private final Constructor<O> constructor;

  private OptionSchema(Class<O> type, O defaults) {
    this.type = type;
    this.defaults = defaults;
    List<Field> found = new ArrayList<>();
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] parameterTypes = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      RecordComponent component = components[i];
      parameterTypes[i] = component.getType();
      Option option = component.getAnnotation(Option.class);
      if (option == null) {
        throw new IllegalArgumentException(type.getName() + "." + component.getName()
            + " has no @Option annotation");
      }
      found.add(new Field(component, option.name(), option.help(), kindOf(component)));
    }
    found.sort(Comparator.comparing(Field::name));
    this.fields = List.copyOf(found);
    try {
      this.constructor = type.getDeclaredConstructor(parameterTypes);
      this.constructor.setAccessible(true);
    } catch (NoSuchMethodException e) {
      throw new IllegalArgumentException(type.getName() + " has no canonical constructor", e);
    }
  }

  /** {@return the schema of options record {@code type}, whose default values are defaults} */
  public static <O extends Record> OptionSchema<O> of(Class<O> type, O defaults) {
    return new OptionSchema<>(type, defaults);
  }

  /** {@return the options sorted by name} */
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
    Object[] values = new Object[fields.size()];
    RecordComponent[] components = type.getRecordComponents();
    for (int i = 0; i < components.length; i++) {
      values[i] = read(components[i], defaults);
    }
    OptionLexer lexer = new OptionLexer(text);
    for (OptionLexer.Entry entry = lexer.next(); entry != null; entry = lexer.next()) {
      Field field = field(entry);
      int index = indexOf(components, field.component());
      values[index] = OptionValues.parse(field, entry.value(), entry.valueOffset());
    }
    try {
      return constructor.newInstance(values);
    } catch (InvocationTargetException e) {
      throw new PassOptionException(e.getCause().getMessage(), 0);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + type.getName(), e);
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
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        out.append(' ');
      }
      Field field = fields.get(i);
      String value = OptionValues.print(read(field.component(), options));
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

  private static int indexOf(RecordComponent[] components, RecordComponent component) {
    for (int i = 0; i < components.length; i++) {
      if (components[i].getName().equals(component.getName())) {
        return i;
      }
    }
    throw new IllegalStateException("unknown component " + component.getName());
  }

  private static Object read(RecordComponent component, Record record) {
    try {
      Method accessor = component.getAccessor();
      accessor.setAccessible(true);
      return accessor.invoke(record);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read option " + component.getName(), e);
    }
  }

  private static Kind kindOf(RecordComponent component) {
    Class<?> raw = component.getType();
    if (raw == int.class) {
      return Kind.INT;
    }
    if (raw == long.class) {
      return Kind.LONG;
    }
    if (raw == boolean.class) {
      return Kind.BOOLEAN;
    }
    if (raw == String.class) {
      return Kind.STRING;
    }
    if (raw.isEnum()) {
      return Kind.ENUM;
    }
    if (raw == List.class
        && component.getGenericType() instanceof ParameterizedType list) {
      Object element = list.getActualTypeArguments()[0];
      if (element == Integer.class) {
        return Kind.INT_LIST;
      }
      if (element == Long.class) {
        return Kind.LONG_LIST;
      }
      if (element == String.class) {
        return Kind.STRING_LIST;
      }
    }
    throw new IllegalArgumentException("unsupported option type " + component.getGenericType()
        + " of " + component.getName());
  }

  /** {@return the written form of an enum constant: lower case, dashes for underscores} */
  static String enumName(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
