package raptor.tools.filecheck;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The variables shared by all patterns of one FileCheck run (LLVM's
 * {@code FileCheckPatternContext}): string variable values, the names ever defined as string
 * variables, the numeric variables by name, and the {@code @LINE} pseudo variable.
 */
final class VariableContext {
  private final Map<String, String> strings = new HashMap<>();
  private final Set<String> definedStringNames = new HashSet<>();
  private final Map<String, NumericVariable> numerics = new HashMap<>();
  private final NumericVariable line =
      new NumericVariable("@LINE", ExpressionFormat.UNSIGNED, null);

  VariableContext() {
    numerics.put("@LINE", line);
  }

  /** {@return the value of string variable {@code name}, or null if undefined} */
  String stringValue(String name) {
    return strings.get(name);
  }

  void setString(String name, String value) {
    strings.put(name, value);
    definedStringNames.add(name);
  }

  /** Records that a pattern defines string variable {@code name}, before it has a value. */
  void declareString(String name) {
    definedStringNames.add(name);
  }

  /** {@return whether {@code name} was ever defined as a string variable} */
  boolean isStringName(String name) {
    return definedStringNames.contains(name);
  }

  /** {@return the numeric variable {@code name}, or null} */
  NumericVariable numeric(String name) {
    return numerics.get(name);
  }

  void putNumeric(NumericVariable variable) {
    numerics.put(variable.name(), variable);
  }

  /** {@return the {@code @LINE} pseudo variable} */
  NumericVariable lineVariable() {
    return line;
  }

  /**
   * Forgets every variable whose name does not start with {@code $}, as
   * {@code --enable-var-scope} does at each {@code CHECK-LABEL}.
   */
  void clearLocals() {
    strings.keySet().removeIf(name -> !name.startsWith("$"));
    numerics.values().removeIf(v -> {
      boolean local = !v.name().startsWith("$");
      if (local) {
        v.clearValue();
      }
      return local;
    });
  }
}
