package raptor.dialect.onnx.transforms;

import raptor.dialect.onnx.OnnxClipOp;
import raptor.dialect.onnx.OnnxDivOp;
import raptor.dialect.onnx.OnnxHardSigmoidOp;
import raptor.dialect.onnx.OnnxHardSwishOp;
import raptor.dialect.onnx.OnnxMulOp;
import raptor.dialect.onnx.OnnxReluOp;
import raptor.dialect.onnx.OnnxSiLUOp;
import raptor.dialect.onnx.OnnxSigmoidOp;
import raptor.ir.Value;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * Elementwise rewrites into the forms later stages map: Clip, Div by a constant, HardSwish,
 * SiLU.
 */
final class SimplifyActivations {
  private SimplifyActivations() {
  }

  /**
   * {@code onnx.Clip} with constant bounds: without bounds it is its input; with a lower bound of
   * 0 and no upper bound it is {@code onnx.Relu}. Other constant bounds stay as they are.
   */
  static final class Clip extends OpRewritePattern<OnnxClipOp> {
    Clip() {
      super(OnnxClipOp.INFO);
    }

    @Override
    public boolean matchAndRewrite(OnnxClipOp op, PatternRewriter rewriter) {
      boolean noMin = OnnxValues.isNone(op.min());
      boolean noMax = OnnxValues.isNone(op.max())
          || Double.valueOf(Double.POSITIVE_INFINITY).equals(OnnxValues.scalarFloat(op.max()));
      if (!op.input().type().equals(op.output().type())) {
        return rewriter.notifyMatchFailure(op, "the result type differs from the input's");
      }
      if (noMin && noMax) {
        rewriter.replaceOp(op, op.input());
        return true;
      }
      Double min = noMin ? null : OnnxValues.scalarFloat(op.min());
      if (noMax && min != null && min == 0) {
        rewriter.setInsertionPoint(op);
        rewriter.replaceOp(op, OnnxReluOp.create(rewriter, op.location(), op.output().type(),
            op.input()).Y());
        return true;
      }
      return rewriter.notifyMatchFailure(op, "bounds other than [0, inf) or none");
    }
  }

  /** {@code onnx.Div(x, c) -> onnx.Mul(x, 1 / c)} for a float constant {@code c}. */
  static final class DivByConstant extends OpRewritePattern<OnnxDivOp> {
    DivByConstant() {
      super(OnnxDivOp.INFO);
    }

    @Override
    public boolean matchAndRewrite(OnnxDivOp op, PatternRewriter rewriter) {
      ConstTensor divisor = OnnxValues.constant(op.B());
      if (divisor == null || !divisor.isFloat()) {
        return rewriter.notifyMatchFailure(op, "the divisor is not a float constant");
      }
      double[] reciprocal = new double[divisor.size()];
      for (int i = 0; i < reciprocal.length; i++) {
        reciprocal[i] = 1 / divisor.floats()[i];
      }
      rewriter.setInsertionPoint(op);
      Value factor = Build.constant(rewriter, op.location(),
          ConstTensor.ofFloats(divisor.shape(), divisor.elementType(), reciprocal));
      rewriter.replaceOp(op, OnnxMulOp.create(rewriter, op.location(), op.C().type(), op.A(),
          factor).C());
      return true;
    }
  }

  /** {@code onnx.HardSwish(x) -> onnx.Mul(x, onnx.HardSigmoid(x){alpha = 1/6, beta = 0.5})}. */
  static final class HardSwish extends OpRewritePattern<OnnxHardSwishOp> {
    HardSwish() {
      super(OnnxHardSwishOp.INFO);
    }

    @Override
    public boolean matchAndRewrite(OnnxHardSwishOp op, PatternRewriter rewriter) {
      rewriter.setInsertionPoint(op);
      Value gate = OnnxHardSigmoidOp.create(rewriter, op.location(), op.Y().type(), op.X(),
          Build.f32(1.0 / 6), Build.f32(0.5)).Y();
      rewriter.replaceOp(op, OnnxMulOp.create(rewriter, op.location(), op.Y().type(), op.X(),
          gate).C());
      return true;
    }
  }

  /** {@code onnx.Mul(x, onnx.Sigmoid(x))}, in either operand order, {@code -> onnx.SiLU(x)}. */
  static final class Silu extends OpRewritePattern<OnnxMulOp> {
    Silu() {
      super(OnnxMulOp.INFO);
    }

    @Override
    public boolean matchAndRewrite(OnnxMulOp op, PatternRewriter rewriter) {
      Value x = gated(op.A(), op.B());
      if (x == null) {
        x = gated(op.B(), op.A());
      }
      if (x == null || !x.type().equals(op.C().type())) {
        return rewriter.notifyMatchFailure(op, "not x * Sigmoid(x) of x's type");
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, OnnxSiLUOp.create(rewriter, op.location(), op.C().type(), x).Y());
      return true;
    }

    /** {@return {@code x} when {@code gate} is {@code Sigmoid(x)}, else null} */
    private static Value gated(Value x, Value gate) {
      return gate.definingOp() instanceof OnnxSigmoidOp sigmoid && sigmoid.X() == x ? x : null;
    }
  }
}
