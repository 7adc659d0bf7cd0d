package raptor.pim;

import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;

/**
 * Reports errors of one kind up to a cap and counts the rest, so that a caller can end with one
 * summary line naming how many there were.
 */
public final class CappedReporter {
  /** The default number of reported errors. */
  public static final int DEFAULT_CAP = 8;

  private final DiagnosticEngine diagnostics;
  private final int cap;
  private int count;

  /** Creates a reporter that emits at most {@code cap} errors to {@code diagnostics}. */
  public CappedReporter(DiagnosticEngine diagnostics, int cap) {
    this.diagnostics = diagnostics;
    this.cap = cap;
  }

  /** Counts one error at {@code op}, and emits it while under the cap. */
  public void error(Operation op, String message) {
    if (count < cap) {
      diagnostics.opError(op, message);
    }
    count++;
  }

  /** {@return the number of errors counted, reported or not} */
  public int count() {
    return count;
  }

  /** {@return whether some errors were counted but not emitted} */
  public boolean suppressed() {
    return count > cap;
  }

  /** {@return the cap} */
  public int cap() {
    return cap;
  }
}
