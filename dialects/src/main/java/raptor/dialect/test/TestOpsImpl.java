package raptor.dialect.test;

import java.util.List;
import java.util.function.Consumer;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.rewrite.PatternSet;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/** Hand-written behaviour of the {@code test} dialect; everything else comes from Test.td. */
@GenerateDialect(td = "test/Test.td")
public final class TestOpsImpl {
  private TestOpsImpl() {
  }

  /** {@code test.identity %x} folds to {@code %x}. */
  static List<OpFoldResult> fold(TestIdentityOp op, List<Attribute> constants) {
    return List.of(OpFoldResult.of(op.input()));
  }

  /** {@code test.neg} canonicalizes with {@link CancelNegations} ({@code hasCanonicalizer}). */
  static void canonicalizeNegOp(PatternSet patterns) {
    patterns.add(new CancelNegations());
  }

  /**
   * {@code test.abs(test.neg(x))} and {@code test.abs(test.abs(x))} become {@code test.abs(x)}
   * ({@code hasCanonicalizeMethod}).
   */
  static boolean canonicalize(TestAbsOp op, PatternRewriter rewriter) {
    Operation producer = op.input().definingOp();
    if (!(producer instanceof TestNegOp || producer instanceof TestAbsOp)) {
      return rewriter.notifyMatchFailure(op, "operand is not a test.neg or test.abs");
    }
    rewriter.modifyOpInPlace(op, () -> op.setOperand(0, producer.operand(0)));
    return true;
  }

  /** Prints the {@code level} of {@code test.custom} as {@code <3>}. */
  static void printLevel(AsmPrinter printer, TestCustomOp op, IntegerAttr level) {
    printer.print(" <" + level.value() + ">");
  }

  /** Parses {@code <3>} into the {@code level} of {@code test.custom}. */
  static void parseLevel(AsmParser parser, OperationState state, Consumer<Attribute> level) {
    parser.parseToken("<");
    level.accept(parser.parseAttribute(IntegerType.I64));
    parser.parseToken(">");
  }
}
