package raptor.rewrite;

import raptor.ir.Operation;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.Verifier;

/**
 * Catches dishonest patterns and folders: fingerprints the IR around each application, and
 * throws when a pattern reports success without changing the IR, reports failure after changing
 * it, or leaves IR that fails to verify. These are bugs, so they are exceptions.
 */
final class ExpensiveChecks {
  private final Operation root;
  private long before;

  /** Checks the IR of {@code root}, the op whose region the driver rewrites. */
  ExpensiveChecks(Operation root) {
    this.root = root;
  }

  /** Records the fingerprint before an application. */
  void before() {
    before = IrFingerprint.of(root);
  }

  /**
   * Checks the IR after {@code what} was applied.
   *
   * @param what a description of the pattern or folder, such as {@code pattern 'FoldAdd'}
   * @param succeeded what the pattern or folder reported
   */
  void after(String what, boolean succeeded) {
    boolean changed = IrFingerprint.of(root) != before;
    if (succeeded && !changed) {
      throw new IllegalStateException(what + " returned success but did not change the IR");
    }
    if (!succeeded && changed) {
      throw new IllegalStateException(what + " returned failure but changed the IR");
    }
    if (changed) {
      verify(what);
    }
  }

  /** Throws when the IR fails to verify after {@code what}. */
  void verify(String what) {
    DiagnosticEngine diag = new DiagnosticEngine();
    if (Verifier.verify(root, diag)) {
      return;
    }
    StringBuilder message = new StringBuilder("IR failed to verify after ").append(what);
    for (Diagnostic d : diag.diagnostics()) {
      message.append("\n  ").append(d.message());
    }
    throw new IllegalStateException(message.toString());
  }
}
