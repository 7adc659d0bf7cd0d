package raptor.dialect.cf;

import java.util.List;
import raptor.ir.OperationState;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.PatternSet;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/**
 * Hand-written behaviour of the {@code cf} dialect: the custom form of {@code cf.switch}
 * ({@link SwitchCases}), the check that each branch passes its successor the values its
 * arguments take ({@link SuccessorOperands}), and the canonicalization patterns; everything else
 * is generated from Cf.td.
 */
@GenerateDialect(td = "cf/Cf.td")
public final class CfOpsImpl {
  private CfOpsImpl() {
  }

  // ---- cf.assert ----

  static void canonicalizeAssertOp(PatternSet patterns) {
    patterns.add(new EraseAssertTrue().withDebugName("EraseAssertTrue"));
  }

  // ---- cf.br ----

  static boolean verify(CfBranchOp op, DiagnosticEngine diag) {
    return SuccessorOperands.verify(op, 0, op.destOperands(), diag);
  }

  static void canonicalizeBranchOp(PatternSet patterns) {
    patterns.add(new MergeSinglePredecessor().withDebugName("SimplifyBrToBlockWithSinglePred"));
  }

  // ---- cf.cond_br ----

  static boolean verify(CfCondBranchOp op, DiagnosticEngine diag) {
    return SuccessorOperands.verify(op, 0, op.trueDestOperands(), diag)
        && SuccessorOperands.verify(op, 1, op.falseDestOperands(), diag);
  }

  static void canonicalizeCondBranchOp(PatternSet patterns) {
    patterns.add(new ConstantConditionBranch().withDebugName("SimplifyConstCondBranchPred"));
    patterns.add(new IdenticalSuccessorsBranch().withDebugName("SimplifyCondBranchIdenticalSuccessors"));
  }

  // ---- cf.switch ----

  static void print(CfSwitchOp op, AsmPrinter printer) {
    SwitchCases.print(op, printer);
  }

  static void parseSwitchOp(AsmParser parser, OperationState state) {
    SwitchCases.parse(parser, state);
  }

  /** The case values have the flag's type, one per case destination, and each branch matches. */
  static boolean verify(CfSwitchOp op, DiagnosticEngine diag) {
    if (!SuccessorOperands.verify(op, 0, op.defaultOperands(), diag)) {
      return false;
    }
    List<List<raptor.ir.Value>> cases = SwitchCases.caseOperands(op);
    int destinations = op.numSuccessors() - 1;
    if (cases.size() != destinations) {
      diag.opError(op, "expected " + destinations + " case operand segments, got " + cases.size());
      return false;
    }
    for (int i = 0; i < cases.size(); i++) {
      if (!SuccessorOperands.verify(op, i + 1, cases.get(i), diag)) {
        return false;
      }
    }
    if (!(op.caseValuesAttr() instanceof raptor.ir.attr.DenseElementsAttr values)) {
      return true;
    }
    if (!values.elementType().equals(op.flag().type())) {
      diag.opError(op, "'flag' type (" + AttrPrinter.toText(op.flag().type())
          + ") should match case value type (" + AttrPrinter.toText(values.elementType()) + ")");
      return false;
    }
    if (values.numElements() != destinations) {
      diag.opError(op, "number of case values (" + values.numElements()
          + ") should match number of case destinations (" + destinations + ")");
      return false;
    }
    return true;
  }
}
