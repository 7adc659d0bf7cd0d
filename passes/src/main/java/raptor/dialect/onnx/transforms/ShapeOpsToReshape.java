package raptor.dialect.onnx.transforms;

import raptor.dialect.onnx.OnnxFlattenOp;
import raptor.dialect.onnx.OnnxSqueezeOp;
import raptor.dialect.onnx.OnnxUnsqueezeOp;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * Flatten, Squeeze and Unsqueeze of a statically shaped input become one {@code onnx.Reshape}
 * to the static result shape, so later stages see a single shape-changing op.
 */
final class ShapeOpsToReshape<T extends Operation> extends OpRewritePattern<T> {
  private ShapeOpsToReshape(OpInfo<T> info) {
    super(info);
  }

  /** {@return the pattern on Flatten} */
  static ShapeOpsToReshape<OnnxFlattenOp> flatten() {
    return new ShapeOpsToReshape<>(OnnxFlattenOp.INFO);
  }

  /** {@return the pattern on Squeeze} */
  static ShapeOpsToReshape<OnnxSqueezeOp> squeeze() {
    return new ShapeOpsToReshape<>(OnnxSqueezeOp.INFO);
  }

  /** {@return the pattern on Unsqueeze} */
  static ShapeOpsToReshape<OnnxUnsqueezeOp> unsqueeze() {
    return new ShapeOpsToReshape<>(OnnxUnsqueezeOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(T op, PatternRewriter rewriter) {
    Value input = op.operand(0);
    long[] result = OnnxValues.staticShape(op.result(0));
    if (OnnxValues.staticShape(input) == null || result == null) {
      return rewriter.notifyMatchFailure(op, "the shapes are not static");
    }
    rewriter.setInsertionPoint(op);
    rewriter.replaceOp(op, Build.reshape(rewriter, op.location(), input, result));
    return true;
  }
}
