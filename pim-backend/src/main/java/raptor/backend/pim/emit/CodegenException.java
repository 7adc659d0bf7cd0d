package raptor.backend.pim.emit;

import java.util.Objects;
import raptor.ir.Operation;

/** Code generation cannot continue at {@link #op()}; the message says why. */
final class CodegenException extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient Operation op;

  /** Creates the failure of {@code op} with {@code message}. */
  CodegenException(Operation op, String message) {
    super(message);
    this.op = Objects.requireNonNull(op, "op");
  }

  /** {@return the op the diagnostic is located at} */
  Operation op() {
    return op;
  }
}
