package raptor.pim.bufferize;

import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.diag.DiagnosticEngine;
import raptor.pim.CappedReporter;
import raptor.pim.Destinations;
import raptor.pim.PimCores;
import raptor.pim.ProgramOrder;

/**
 * The expensive proof behind {@code pim-verify-bufferization-copy-freedom}: writing a core-local
 * destination in place never clobbers a value that is still read. A destination read after the
 * op that overwrites it would need a tensor copy, which Pim bufferization does not make; each
 * such read is an error. O(ops + uses).
 */
final class CopyFreedomCheck {
  /** The error at each read that would need a copy. */
  static final String NEEDS_COPY = "official one-shot bufferization requires a tensor copy "
      + "inside a Pim core";

  private CopyFreedomCheck() {
  }

  /** {@return the number of reads under {@code root} that would need a copy} */
  static int check(Operation root, DiagnosticEngine diagnostics) {
    ProgramOrder order = new ProgramOrder(root);
    CappedReporter reporter = new CappedReporter(diagnostics, CappedReporter.DEFAULT_CAP);
    root.walk(op -> {
      Value destination = Destinations.of(op);
      if (destination == null || !(destination.type() instanceof RankedTensorType)
          || PimCores.enclosingCore(op) == null || PimCores.isHostValue(destination)) {
        return;
      }
      for (OpOperand use : destination.uses()) {
        Operation reader = use.owner();
        if (reader != op && order.position(reader) > order.position(op)) {
          reporter.error(reader, NEEDS_COPY);
        }
      }
    });
    return reporter.count();
  }
}
