package raptor.pim.bufferize;

import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.PimMemCopyHostToDevOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.pim.CappedReporter;
import raptor.pim.PimCores;
import raptor.pim.StorageRoots;

/**
 * The checks that end Pim bufferization: no tensor remains (at most
 * {@value CappedReporter#DEFAULT_CAP} reported, then a summary), and each Pim copy goes the way
 * its name says: {@code memcp_hd} host to core-local, {@code memcp_dh} core-local to host,
 * {@code memcp} core-local to core-local.
 */
final class BufferizationVerifier {
  private BufferizationVerifier() {
  }

  /** {@return whether both checks pass under {@code func}}, checked in one walk */
  static boolean verify(Operation func, DiagnosticEngine diagnostics) {
    CappedReporter tensors = new CappedReporter(diagnostics, CappedReporter.DEFAULT_CAP);
    CappedReporter copies = new CappedReporter(diagnostics, CappedReporter.DEFAULT_CAP);
    StorageRoots roots = new StorageRoots();
    func.walk(op -> {
      noTensor(tensors, op);
      copyDirection(copies, roots, op);
    });
    boolean pass = true;
    if (tensors.count() > 0) {
      diagnostics.opError(func, "found " + tensors.count() + " tensor value(s) after Pim "
          + "bufferization (first " + tensors.cap() + " reported)");
      pass = false;
    }
    if (copies.count() > 0) {
      diagnostics.opError(func, "found " + copies.count() + " Pim copy address-space "
          + "violation(s); the first is reported above");
      pass = false;
    }
    return pass;
  }

  private static void noTensor(CappedReporter reporter, Operation op) {
    if (op.info().dialectName().equals("tensor")) {
      reporter.error(op, "tensor operation remains after Pim bufferization");
      return;
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (isTensor(op.operand(i).type())) {
        reporter.error(op, "tensor operand #" + i + " remains after Pim bufferization");
      }
    }
    for (int i = 0; i < op.numResults(); i++) {
      if (isTensor(op.result(i).type())) {
        reporter.error(op, "tensor result #" + i + " remains after Pim bufferization");
      }
    }
  }

  private static boolean isTensor(Type type) {
    return type instanceof RankedTensorType;
  }

  private static void copyDirection(CappedReporter reporter, StorageRoots roots, Operation op) {
    if (op instanceof PimMemCopyHostToDevOp copy) {
      expect(reporter, roots, op, "host", copy.hostSource(), "core-local", copy.deviceTarget());
    } else if (op instanceof PimMemCopyDevToHostOp copy) {
      expect(reporter, roots, op, "core-local", copy.deviceSource(), "host", copy.hostTarget());
    } else if (op instanceof PimMemCopyOp copy) {
      expect(reporter, roots, op, "core-local", copy.source(), "core-local", copy.target());
    }
  }

  private static void expect(CappedReporter reporter, StorageRoots roots, Operation op,
      String sourceSpace, Value source, String targetSpace, Value target) {
    String actualSource = space(roots, source);
    String actualTarget = space(roots, target);
    if (!actualSource.equals(sourceSpace) || !actualTarget.equals(targetSpace)) {
      reporter.error(op, "copies from " + actualSource + " to " + actualTarget
          + " memory, but expects " + sourceSpace + " to " + targetSpace);
    }
  }

  private static String space(StorageRoots roots, Value value) {
    return PimCores.isHostMemory(roots.of(value)) ? "host" : "core-local";
  }
}
