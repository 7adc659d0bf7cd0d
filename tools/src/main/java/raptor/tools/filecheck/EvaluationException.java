package raptor.tools.filecheck;

import java.util.List;

/**
 * A numeric expression or substitution that cannot be evaluated. It carries located errors
 * ({@code undefined variable: X} at each use, or an overflow at a substitution), or none for
 * a bare overflow (division by zero) not yet tied to a substitution.
 */
final class EvaluationException extends Exception {
  private final transient List<PatternError> errors;

  EvaluationException(List<PatternError> errors) {
    super(errors.isEmpty() ? "overflow error" : errors.get(0).getMessage(), null, false, false);
    this.errors = List.copyOf(errors);
  }

  /** {@return an error for a use of the undefined variable {@code name}} */
  static EvaluationException undefined(Slice name) {
    return new EvaluationException(List.of(new PatternError(name, "undefined variable: " + name)));
  }

  /** {@return a bare overflow error} */
  static EvaluationException overflow() {
    return new EvaluationException(List.of());
  }

  /** {@return the located errors, empty for a bare overflow} */
  List<PatternError> errors() {
    return errors;
  }

  /** {@return whether this is a bare overflow} */
  boolean isOverflow() {
    return errors.isEmpty();
  }
}
