package raptor.tools.filecheck;

import java.math.BigInteger;

/**
 * A numeric variable ({@code [[#VAR:]]}, {@code -D#VAR=}, or {@code @LINE}): its implicit
 * format, the check-file line that defines it, and its current value, if any.
 */
final class NumericVariable {
  private final String name;
  private final ExpressionFormat implicitFormat;
  private final Integer definitionLine;
  private BigInteger value;

  NumericVariable(String name, ExpressionFormat implicitFormat, Integer definitionLine) {
    this.name = name;
    this.implicitFormat = implicitFormat;
    this.definitionLine = definitionLine;
  }

  String name() {
    return name;
  }

  ExpressionFormat implicitFormat() {
    return implicitFormat;
  }

  /** {@return the check-file line of the defining directive, or null} */
  Integer definitionLine() {
    return definitionLine;
  }

  /** {@return the current value, or null when undefined} */
  BigInteger value() {
    return value;
  }

  void setValue(BigInteger value) {
    this.value = value;
  }

  void clearValue() {
    this.value = null;
  }
}
