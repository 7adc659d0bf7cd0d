package raptor.pass;

import java.util.ArrayList;
import java.util.List;

/** Parses and prints single option values with the messages of LLVM's command-line library. */
final class OptionValues {
  private OptionValues() {
  }

  /** {@return the value of {@code field} written as {@code text}, or null for a bare key} */
  static Object parse(OptionSchema.Field field, String text, int offset)
      throws PassOptionException {
    String prefix = "for the --" + field.name() + " option: ";
    if (text == null) {
      if (field.kind() == OptionSchema.Kind.BOOLEAN) {
        return true;
      }
      throw new PassOptionException(prefix + "requires a value!", offset);
    }
    return switch (field.kind()) {
      case INT -> (int) parseLong(text, prefix, "integer", offset, Integer.MIN_VALUE,
          Integer.MAX_VALUE);
      case LONG -> parseLong(text, prefix, "long", offset, Long.MIN_VALUE, Long.MAX_VALUE);
      case BOOLEAN -> parseBoolean(text, prefix, offset);
      case STRING -> text;
      case ENUM -> parseEnum(field.component().getType(), text, prefix, offset);
      case INT_LIST, LONG_LIST, STRING_LIST -> parseList(field.kind(), text, prefix, offset);
    };
  }

  /**
   * {@return the written form of an option value: a list in braces ({@code {a,b}}), as
   * mlir-opt prints it, and an empty list as nothing}
   */
  static String print(Object value) {
    if (value instanceof Enum<?> constant) {
      return OptionSchema.enumName(constant);
    }
    if (value instanceof List<?> list) {
      StringBuilder out = new StringBuilder();
      for (Object element : list) {
        out.append(out.length() == 0 ? "{" : ",").append(element);
      }
      return out.length() == 0 ? "" : out.append('}').toString();
    }
    String text = String.valueOf(value);
    boolean needsQuotes = text.isEmpty() || text.indexOf(' ') >= 0 || text.indexOf('{') >= 0;
    return value instanceof String && needsQuotes ? "\"" + text + "\"" : text;
  }

  private static long parseLong(String text, String prefix, String what, int offset, long min,
      long max) throws PassOptionException {
    try {
      long value = Long.decode(text);
      if (value >= min && value <= max) {
        return value;
      }
    } catch (NumberFormatException e) {
      // Reported below, like an out-of-range value.
    }
    throw new PassOptionException(prefix + "'" + text + "' value invalid for " + what
        + " argument!", offset);
  }

  private static boolean parseBoolean(String text, String prefix, int offset)
      throws PassOptionException {
    switch (text) {
      case "true", "TRUE", "True", "1" -> {
        return true;
      }
      case "false", "FALSE", "False", "0" -> {
        return false;
      }
      default -> throw new PassOptionException(prefix + "'" + text
          + "' is invalid value for boolean argument! Try 0 or 1", offset);
    }
  }

  private static Object parseEnum(Class<?> type, String text, String prefix, int offset)
      throws PassOptionException {
    for (Object constant : type.getEnumConstants()) {
      if (OptionSchema.enumName((Enum<?>) constant).equals(text)) {
        return constant;
      }
    }
    throw new PassOptionException(prefix + "Cannot find option named '" + text + "'!", offset);
  }

  private static List<Object> parseList(OptionSchema.Kind kind, String text, String prefix,
      int offset) throws PassOptionException {
    List<Object> values = new ArrayList<>();
    int start = 0;
    while (start <= text.length() && !text.isEmpty()) {
      int comma = text.indexOf(',', start);
      int end = comma < 0 ? text.length() : comma;
      String element = text.substring(start, end).trim();
      values.add(switch (kind) {
        case INT_LIST -> (int) parseLong(element, prefix, "integer", offset + start,
            Integer.MIN_VALUE, Integer.MAX_VALUE);
        case LONG_LIST -> parseLong(element, prefix, "long", offset + start, Long.MIN_VALUE,
            Long.MAX_VALUE);
        default -> element;
      });
      start = end + 1;
    }
    return List.copyOf(values);
  }
}
