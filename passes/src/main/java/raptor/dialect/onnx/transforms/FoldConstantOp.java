package raptor.dialect.onnx.transforms;

import java.util.List;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.ir.Operation;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.rewrite.RewritePattern;

/**
 * Replaces an {@code onnx} op of one result whose operands are constants by an
 * {@code onnx.Constant} of its value ({@link ConstantEvaluator}), at the op's location.
 */
final class FoldConstantOp extends RewritePattern<Operation> {
  FoldConstantOp() {
    super(null, 1);
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    if (!ConstantEvaluator.handles(op) || op.numResults() != 1) {
      return rewriter.notifyMatchFailure(op, "not an onnx op that folds");
    }
    ShapedType result = resultType(op);
    if (result == null) {
      return rewriter.notifyMatchFailure(op, "the result type is not static");
    }
    ConstTensor value;
    try {
      value = ConstantEvaluator.evaluate(op, result);
    } catch (ShapeException | ArithmeticException e) {
      return rewriter.notifyMatchFailure(op, "the constants do not fold: " + e.getMessage());
    }
    if (value == null) {
      return rewriter.notifyMatchFailure(op, "an operand is not a constant");
    }
    rewriter.setInsertionPoint(op);
    OnnxConstantOp constant = OnnxConstantOp.create(rewriter, op.location(), value.type(),
        value.toAttr());
    rewriter.replaceOp(op, constant.output());
    return true;
  }

  /** {@return the static result type of {@code op}, inferred when not yet set} */
  private static ShapedType resultType(Operation op) {
    if (op.result(0).type() instanceof ShapedType shaped && shaped.hasStaticShape()) {
      return shaped;
    }
    if (!ResultTypes.handles(op)) {
      return null;
    }
    try {
      List<Type> types = ResultTypes.infer(op);
      return types.get(0) instanceof ShapedType shaped ? shaped : null;
    } catch (ShapeException | Pending e) {
      return null;
    }
  }
}
