package raptor.tblgen.record;

import java.util.Optional;

/**
 * A template argument value of an anonymous instantiation, positional or named.
 *
 * @param value the value
 * @param index the position among the class's template arguments (for a positional argument)
 * @param name  the qualified template argument name {@code Class:arg} (for a named argument)
 */
public record ArgumentInit(Init value, int index, Optional<String> name) {

  /** {@return the argument as {@code --print-records} prints it: {@code 0: v} or {@code "C:a": v}} */
  public String asString() {
    return name.map(n -> "\"" + n + "\"").orElse(Integer.toString(index)) + ": " + value.asString();
  }

  ArgumentInit withValue(Init newValue) {
    return new ArgumentInit(newValue, index, name);
  }

  /** {@return the qualified name of the template argument this value binds} */
  String boundName(Record templateClass) {
    return name.orElseGet(() -> templateClass.templateArgs().get(index));
  }
}
