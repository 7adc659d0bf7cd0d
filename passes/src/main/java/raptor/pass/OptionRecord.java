package raptor.pass;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The reflective view of one options record: each component is an {@link Option} or an
 * {@link OptionGroup}, whose record's options count as this record's own. It reads a record
 * into values by option name and builds a record back from them.
 */
final class OptionRecord {
  /** One component of the record. */
  private interface Member {
    /** Adds the options this member declares to {@code into}. */
    void collect(List<OptionSchema.Field> into);

    /** Puts the values of this member's options in {@code record} into {@code into}. */
    void read(Record record, Map<String, Object> into);

    /** {@return this member's value built from values by option name} */
    Object build(Map<String, Object> values) throws InvocationTargetException;
  }

  /** An {@link Option} component. */
  private record OptionMember(OptionSchema.Field field) implements Member {
    @Override
    public void collect(List<OptionSchema.Field> into) {
      into.add(field);
    }

    @Override
    public void read(Record record, Map<String, Object> into) {
      into.put(field.name(), value(field.component(), record));
    }

    @Override
    public Object build(Map<String, Object> values) {
      return values.get(field.name());
    }
  }

  /** An {@link OptionGroup} component. */
  private record GroupMember(RecordComponent component, OptionRecord group) implements Member {
    @Override
    public void collect(List<OptionSchema.Field> into) {
      into.addAll(group.fields());
    }

    @Override
    public void read(Record record, Map<String, Object> into) {
      Record value = (Record) value(component, record);
      if (value == null) {
        throw new IllegalArgumentException("option group " + component.getName() + " is null");
      }
      group.read(value, into);
    }

    @Override
    public Object build(Map<String, Object> values) throws InvocationTargetException {
      return group.build(values);
    }
  }

  private static final Map<Class<?>, OptionSchema.Kind> SCALARS = Map.of(
      int.class, OptionSchema.Kind.INT,
      long.class, OptionSchema.Kind.LONG,
      boolean.class, OptionSchema.Kind.BOOLEAN,
      String.class, OptionSchema.Kind.STRING);
  private static final Map<Type, OptionSchema.Kind> LISTS = Map.of(
      Integer.class, OptionSchema.Kind.INT_LIST,
      Long.class, OptionSchema.Kind.LONG_LIST,
      String.class, OptionSchema.Kind.STRING_LIST);

  private final Class<?> type;
  private final Constructor<?> constructor;
  private final List<Member> members = new ArrayList<>();

  /** Reads the components of {@code type}, a record class. */
  OptionRecord(Class<?> type) {
    this.type = type;
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] parameterTypes = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      parameterTypes[i] = components[i].getType();
      members.add(member(components[i]));
    }
    try {
      this.constructor = type.getDeclaredConstructor(parameterTypes);
      this.constructor.setAccessible(true);
    } catch (NoSuchMethodException e) {
      throw new IllegalArgumentException(type.getName() + " has no canonical constructor", e);
    }
  }

  /** {@return the options of the record and of its groups, in declaration order} */
  List<OptionSchema.Field> fields() {
    List<OptionSchema.Field> fields = new ArrayList<>();
    for (Member member : members) {
      member.collect(fields);
    }
    return fields;
  }

  /** Puts the value of each option of {@code record} into {@code into}, by option name. */
  void read(Record record, Map<String, Object> into) {
    for (Member member : members) {
      member.read(record, into);
    }
  }

  /**
   * {@return the record whose options have {@code values}, by option name}
   *
   * @throws InvocationTargetException when a constructor rejects the values
   */
  Record build(Map<String, Object> values) throws InvocationTargetException {
    Object[] arguments = new Object[members.size()];
    for (int i = 0; i < arguments.length; i++) {
      arguments[i] = members.get(i).build(values);
    }
    try {
      return (Record) constructor.newInstance(arguments);
    } catch (InstantiationException | IllegalAccessException e) {
      throw new IllegalStateException("cannot build " + type.getName(), e);
    }
  }

  private Member member(RecordComponent component) {
    Option option = component.getAnnotation(Option.class);
    boolean group = component.isAnnotationPresent(OptionGroup.class);
    String where = type.getName() + "." + component.getName();
    if (option != null && group) {
      throw new IllegalArgumentException(where + " has both @Option and @OptionGroup");
    }
    if (group) {
      if (!component.getType().isRecord()) {
        throw new IllegalArgumentException("@OptionGroup " + where + " is not a record");
      }
      return new GroupMember(component, new OptionRecord(component.getType()));
    }
    if (option == null) {
      throw new IllegalArgumentException(where + " has no @Option or @OptionGroup annotation");
    }
    return new OptionMember(
        new OptionSchema.Field(component, option.name(), option.help(), kindOf(component)));
  }

  private static Object value(RecordComponent component, Record record) {
    try {
      Method accessor = component.getAccessor();
      accessor.setAccessible(true);
      return accessor.invoke(record);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read option " + component.getName(), e);
    }
  }

  private static OptionSchema.Kind kindOf(RecordComponent component) {
    Class<?> raw = component.getType();
    OptionSchema.Kind kind = raw.isEnum() ? OptionSchema.Kind.ENUM : SCALARS.get(raw);
    if (kind == null && raw == List.class
        && component.getGenericType() instanceof ParameterizedType list) {
      kind = LISTS.get(list.getActualTypeArguments()[0]);
    }
    if (kind == null) {
      throw new IllegalArgumentException("unsupported option type " + component.getGenericType()
          + " of " + component.getName());
    }
    return kind;
  }
}
