package raptor.dialect.scf;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import raptor.dialect.interfaces.RegionBranchResults;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.Type;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/** The checks of the scf region ops, with mlir-opt 22's messages. */
final class ScfVerifier {
  private ScfVerifier() {
  }

  // ---- scf.for ----

  /** As many loop-carried values as results: checked before the body. */
  static boolean verifyForResults(ScfForOp op, DiagnosticEngine diag) {
    if (op.initArgs().size() != op.numResults()) {
      diag.opError(op, "mismatch in number of loop-carried values and defined values");
      return false;
    }
    return true;
  }

  /**
   * Once the body verified: an induction variable of the bounds' type, and inits, region
   * iter_args, yielded values and results that agree.
   */
  static boolean verifyForBody(ScfForOp op, DiagnosticEngine diag) {
    Block body = op.region().firstBlock();
    if (body.numArguments() == 0 || !body.argument(0).type().equals(op.lowerBound().type())) {
      diag.opError(op, "expected induction variable to be same type as bounds and step");
      return false;
    }
    List<? extends Value> iterArgs = body.arguments().subList(1, body.numArguments());
    List<Value> inits = op.initArgs();
    List<Value> yielded = body.lastOp().operands();
    if (!sameCount(op, diag, "inits", inits.size(), "region iter_args", iterArgs.size())
        || !sameCount(op, diag, "region iter_args", iterArgs.size(),
            "yielded values", yielded.size())
        || !sameCount(op, diag, "loop results", op.numResults(), "region iter_args",
            iterArgs.size())) {
      return false;
    }
    for (int i = 0; i < inits.size(); i++) {
      if (!sameType(op, diag, i, "init", inits.get(i).type(), "region iter_arg",
          iterArgs.get(i).type())
          || !sameType(op, diag, i, "region iter_arg", iterArgs.get(i).type(), "yielded value",
              yielded.get(i).type())
          || !sameType(op, diag, i, "region iter_arg", iterArgs.get(i).type(), "loop result",
              op.result(i).type())) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameCount(Operation op, DiagnosticEngine diag, String what, int count,
      String other, int otherCount) {
    if (count != otherCount) {
      diag.opError(op, "different number of " + what + " and " + other + ": " + count + " != "
          + otherCount);
      return false;
    }
    return true;
  }

  private static boolean sameType(Operation op, DiagnosticEngine diag, int index, String what,
      Type type, String other, Type otherType) {
    if (!type.equals(otherType)) {
      diag.opError(op, index + "-th " + what + " and " + index + "-th " + other
          + " have different type: '" + text(type) + "' != '" + text(otherType) + "'");
      return false;
    }
    return true;
  }

  // ---- scf.if ----

  /** An if with results has an else region. */
  static boolean verifyIf(ScfIfOp op, DiagnosticEngine diag) {
    if (op.numResults() != 0 && op.elseRegion().isEmpty()) {
      diag.opError(op, "must have an else block if defining values");
      return false;
    }
    return true;
  }

  /**
   * Once the regions verified (MLIR's RegionBranchOpInterface): both regions yield the result
   * types.
   */
  static boolean verifyIfYields(ScfIfOp op, DiagnosticEngine diag) {
    return yieldsResults(op, op.thenRegion(), diag) && yieldsResults(op, op.elseRegion(), diag);
  }

  /** The region-branch check of a region's terminator, forwarding all operands, to the parent. */
  private static boolean yieldsResults(Operation op, Region region, DiagnosticEngine diag) {
    if (region.isEmpty() || region.firstBlock().isEmpty()) {
      return true;
    }
    Operation yield = region.firstBlock().lastOp();
    return RegionBranchResults.verify(op, yield, yield.operands(), diag);
  }

  // ---- scf.index_switch ----

  /** One region per distinct case value; every region yields the result types. */
  static boolean verifyIndexSwitch(ScfIndexSwitchOp op, DiagnosticEngine diag) {
    long[] cases = op.cases();
    if (cases.length != op.caseRegions().size()) {
      diag.opError(op, "has " + op.caseRegions().size() + " case regions but " + cases.length
          + " case values");
      return false;
    }
    Set<Long> seen = new HashSet<>();
    for (long value : cases) {
      if (!seen.add(value)) {
        diag.opError(op, "has duplicate case value: " + value);
        return false;
      }
    }
    if (!switchRegionYields(op, op.defaultRegion(), "default region", diag)) {
      return false;
    }
    for (int i = 0; i < op.caseRegions().size(); i++) {
      if (!switchRegionYields(op, op.caseRegions().get(i), "case region #" + i, diag)) {
        return false;
      }
    }
    return true;
  }

  private static boolean switchRegionYields(ScfIndexSwitchOp op, Region region, String name,
      DiagnosticEngine diag) {
    Operation last = region.firstBlock().lastOp();
    if (!(last instanceof ScfYieldOp yield)) {
      diag.opError(op, "expected region to end with scf.yield, but got " + last.name());
      return false;
    }
    if (yield.numOperands() != op.numResults()) {
      diag.opError(op, "expected each region to return " + op.numResults() + " values, but "
          + name + " returns " + yield.numOperands())
          .attachNote(yield.location(), "see yield operation here");
      return false;
    }
    for (int i = 0; i < op.numResults(); i++) {
      if (!yield.operand(i).type().equals(op.result(i).type())) {
        diag.opError(op, "expected result #" + i + " of each region to be '"
            + text(op.result(i).type()) + "'").attachNote(yield.location(), name + " returns '"
            + text(yield.operand(i).type()) + "' here");
        return false;
      }
    }
    return true;
  }

  // ---- scf.while ----

  /** The before region ends in scf.condition, the after region in scf.yield. */
  static boolean verifyWhile(ScfWhileOp op, DiagnosticEngine diag) {
    return endsWith(op, op.before(), ScfConditionOp.NAME, "before", diag)
        && endsWith(op, op.after(), ScfYieldOp.NAME, "after", diag);
  }

  /**
   * Once the regions verified (MLIR's RegionBranchOpInterface): the condition forwards the
   * results.
   */
  static boolean verifyWhileResults(ScfWhileOp op, DiagnosticEngine diag) {
    Operation condition = op.before().firstBlock().lastOp();
    List<Value> operands = condition.operands();
    // Without the i1 operand the condition op itself is invalid and reports it.
    return operands.isEmpty()
        || RegionBranchResults.verify(op, condition, operands.subList(1, operands.size()), diag);
  }

  private static boolean endsWith(Operation op, Region region, String terminator, String name,
      DiagnosticEngine diag) {
    Operation last = region.isEmpty() ? null : region.firstBlock().lastOp();
    if (last == null || !last.name().equals(terminator)) {
      Diagnostic error = diag.opError(op, "expects the '" + name + "' region to terminate with '"
          + terminator + "'");
      if (last != null) {
        error.attachNote(last.location(), "terminator here");
      }
      return false;
    }
    return true;
  }

  private static String text(Type type) {
    return AttrPrinter.toText(type);
  }
}
