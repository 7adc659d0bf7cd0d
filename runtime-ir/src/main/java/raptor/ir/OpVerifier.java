package raptor.ir;

import raptor.ir.diag.DiagnosticEngine;

/** An op kind's own verification hook; returns {@code false} after emitting an error. */
@FunctionalInterface
public interface OpVerifier {
  /** The hook that accepts every op. */
  OpVerifier NONE = (op, diag) -> true;

  /** {@return whether {@code op} is valid; on failure an error has been emitted to {@code diag}} */
  boolean verify(Operation op, DiagnosticEngine diag);
}
