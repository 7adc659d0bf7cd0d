package raptor.dialect.onnx.transforms;

import java.nio.ByteBuffer;
import java.util.Arrays;
import raptor.dialect.onnx.OnnxAddOp;
import raptor.dialect.onnx.OnnxBatchNormalizationInferenceModeOp;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.OnnxConvOp;
import raptor.dialect.onnx.OnnxMulOp;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * Batch normalization with constant statistics, {@code y = x * s + t} per channel with
 * {@code s = scale / sqrt(var + epsilon)} and {@code t = B - mean * s}: folded into the weights
 * and bias of the {@code onnx.Conv} it follows when that Conv has constant weights and no other
 * user ({@link IntoConv}), otherwise an {@code onnx.Mul} and an {@code onnx.Add} by per-channel
 * constants ({@link IntoMulAdd}).
 */
final class FoldBatchNorm {
  private FoldBatchNorm() {
  }

  /** The per-channel factor {@code s} and offset {@code t}, or {@code null} when not constant. */
  private static double[][] factors(OnnxBatchNormalizationInferenceModeOp op) {
    ConstTensor scale = OnnxValues.constant(op.scale());
    ConstTensor bias = OnnxValues.constant(op.B());
    ConstTensor mean = OnnxValues.constant(op.mean());
    ConstTensor variance = OnnxValues.constant(op.var());
    if (scale == null || bias == null || mean == null || variance == null
        || !scale.isFloat() || !bias.isFloat() || !mean.isFloat() || !variance.isFloat()) {
      return null;
    }
    int channels = scale.size();
    if (bias.size() != channels || mean.size() != channels || variance.size() != channels) {
      return null;
    }
    double[] s = new double[channels];
    double[] t = new double[channels];
    for (int c = 0; c < channels; c++) {
      s[c] = scale.floats()[c] / Math.sqrt(variance.floats()[c] + (float) op.epsilon());
      t[c] = bias.floats()[c] - mean.floats()[c] * s[c];
    }
    return new double[][] {s, t};
  }

  /** Folds the normalization into the weights and bias of the Conv producing its input. */
  static final class IntoConv extends OpRewritePattern<OnnxBatchNormalizationInferenceModeOp> {
    IntoConv() {
      super(OnnxBatchNormalizationInferenceModeOp.INFO, 2);
    }

    @Override
    public boolean matchAndRewrite(OnnxBatchNormalizationInferenceModeOp op,
        PatternRewriter rewriter) {
      if (!(op.X().definingOp() instanceof OnnxConvOp conv) || !conv.Y().hasOneUse()) {
        return rewriter.notifyMatchFailure(op, "the input is not a Conv used only here");
      }
      // The statistics and the weights' type are checked before the weights are read.
      double[][] factors = factors(op);
      DenseElementsAttr weightsAttr = OnnxValues.constantAttr(conv.W());
      ConstTensor convBias = OnnxValues.isNone(conv.B()) ? null : OnnxValues.constant(conv.B());
      if (factors == null || weightsAttr == null
          || !(weightsAttr.elementType() instanceof FloatType)
          || weightsAttr.type().shape().get(0) != factors[0].length
          || !OnnxValues.isNone(conv.B()) && (convBias == null || !convBias.isFloat())
          || !conv.Y().type().equals(op.oY().type())) {
        return rewriter.notifyMatchFailure(op, "weights or statistics are not float constants"
            + " of one per filter");
      }
      double[] s = factors[0];
      double[] b = factors[1].clone();
      for (int c = 0; c < b.length; c++) {
        b[c] += convBias == null ? 0 : convBias.floats()[c] * s[c];
      }
      rewriter.setInsertionPoint(conv);
      Location loc = conv.location();
      Value newWeights = OnnxConstantOp.create(rewriter, loc, weightsAttr.type(),
          scaledFilters(weightsAttr, s)).output();
      Value newBias = Build.constant(rewriter, loc,
          ConstTensor.ofFloats(new long[] {b.length}, weightsAttr.elementType(), b));
      OnnxConvOp folded = OnnxConvOp.create(rewriter, loc, conv.Y().type(), conv.X(),
          newWeights, newBias, conv.autoPadAttr(), conv.dilationsAttr(), conv.groupAttr(),
          conv.kernelShapeAttr(), conv.padsAttr(), conv.stridesAttr());
      rewriter.replaceOp(op, folded.Y());
      rewriter.eraseOp(conv);
      return true;
    }
  }

  /**
   * {@return {@code weights} with the elements of filter {@code f} multiplied by {@code
   * factors[f]}}, each product rounded once to the element type; f32 weights, the common case,
   * are scaled as floats, without a copy in doubles
   */
  private static DenseElementsAttr scaledFilters(DenseElementsAttr weights, double[] factors) {
    int count = Math.toIntExact(weights.numElements());
    int perFilter = count / factors.length;
    if (weights.elementType() != FloatType.F32) {
      ConstTensor tensor = ConstTensor.of(weights);
      double[] scaled = new double[count];
      for (int i = 0; i < count; i++) {
        scaled[i] = tensor.floats()[i] * factors[i / perFilter];
      }
      return ConstTensor.ofFloats(tensor.shape(), tensor.elementType(), scaled).toAttr();
    }
    float[] values = weights.f32Values();
    for (int filter = 0; filter < factors.length; filter++) {
      double factor = factors[filter];
      for (int i = filter * perFilter; i < (filter + 1) * perFilter; i++) {
        values[i] = (float) (values[i] * factor);
      }
    }
    ByteBuffer scaled = DenseElementsAttr.allocateStorage(count * Float.BYTES);
    scaled.asFloatBuffer().put(values);
    return DenseElementsAttr.ofBuffer(weights.type(), scaled);
  }

  /** Rewrites the normalization into a Mul and an Add by per-channel constants. */
  static final class IntoMulAdd extends OpRewritePattern<OnnxBatchNormalizationInferenceModeOp> {
    IntoMulAdd() {
      super(OnnxBatchNormalizationInferenceModeOp.INFO, 1);
    }

    @Override
    public boolean matchAndRewrite(OnnxBatchNormalizationInferenceModeOp op,
        PatternRewriter rewriter) {
      long[] x = OnnxValues.staticShape(op.X());
      double[][] factors = factors(op);
      if (x == null || x.length < 2 || factors == null || x[1] != factors[0].length
          || !op.X().type().equals(op.oY().type())) {
        return rewriter.notifyMatchFailure(op, "statistics are not float constants of one per"
            + " channel of a static input");
      }
      long[] channelShape = new long[x.length - 1];
      Arrays.fill(channelShape, 1);
      channelShape[0] = x[1];
      Type element = OnnxValues.elementType(op.X());
      rewriter.setInsertionPoint(op);
      Location loc = op.location();
      Value s = Build.constant(rewriter, loc,
          ConstTensor.ofFloats(channelShape, element, factors[0]));
      Value t = Build.constant(rewriter, loc,
          ConstTensor.ofFloats(channelShape, element, factors[1]));
      Value scaled = OnnxMulOp.create(rewriter, loc, op.oY().type(), op.X(), s).C();
      rewriter.replaceOp(op, OnnxAddOp.create(rewriter, loc, op.oY().type(), scaled, t).C());
      return true;
    }
  }
}
