package raptor.dialect.onnx.transforms;

import raptor.dialect.onnx.OnnxDropoutOp;
import raptor.dialect.onnx.OnnxIdentityOp;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** The patterns that remove ops which are identities at inference: Identity and Dropout. */
final class RemoveIdentityLike {
  private RemoveIdentityLike() {
  }

  /** {@code onnx.Identity(x) -> x}. */
  static final class Identity extends OpRewritePattern<OnnxIdentityOp> {
    Identity() {
      super(OnnxIdentityOp.INFO);
    }

    @Override
    public boolean matchAndRewrite(OnnxIdentityOp op, PatternRewriter rewriter) {
      if (!op.input().type().equals(op.output().type())) {
        return rewriter.notifyMatchFailure(op, "the result type differs from the input's");
      }
      rewriter.replaceOp(op, op.input());
      return true;
    }
  }

  /** {@code onnx.Dropout(x) -> x} when its mask is unused (inference mode). */
  static final class Dropout extends OpRewritePattern<OnnxDropoutOp> {
    Dropout() {
      super(OnnxDropoutOp.INFO);
    }

    @Override
    public boolean matchAndRewrite(OnnxDropoutOp op, PatternRewriter rewriter) {
      if (!op.mask().hasNoUses()) {
        return rewriter.notifyMatchFailure(op, "the mask is used");
      }
      if (!OnnxValues.isNone(op.trainingMode()) && !isFalse(op)) {
        return rewriter.notifyMatchFailure(op, "training_mode is not a false constant");
      }
      if (!op.data().type().equals(op.output().type())) {
        return rewriter.notifyMatchFailure(op, "the result type differs from the input's");
      }
      rewriter.replaceAllUsesWith(op.output(), op.data());
      rewriter.eraseOp(op);
      return true;
    }

    private static boolean isFalse(OnnxDropoutOp op) {
      ConstTensor mode = OnnxValues.constant(op.trainingMode());
      return mode != null && mode.size() == 1 && mode.doubleAt(0) == 0;
    }
  }
}
