package raptor.pim.verify;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Operation;
import raptor.pim.CappedReporter;

/**
 * The errors the checks of one core found, in the order they were found, kept so that cores
 * checked on several threads are reported in core order, as if checked one after another.
 */
final class CoreErrors {
  /** One error at {@code op}. */
  private record Error(Operation op, String message) {}

  private final List<Error> errors = new ArrayList<>();

  /** Records an error at {@code op}. */
  void error(Operation op, String message) {
    errors.add(new Error(op, message));
  }

  /** Reports the recorded errors to {@code reporter}, in order. */
  void reportTo(CappedReporter reporter) {
    for (Error error : errors) {
      reporter.error(error.op(), error.message());
    }
  }
}
