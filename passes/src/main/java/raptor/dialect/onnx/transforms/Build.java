package raptor.dialect.onnx.transforms;

import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.OnnxReshapeOp;
import raptor.ir.Value;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.PatternRewriter;

/** The ops and attributes the ONNX graph passes create, at the rewriter's insertion point. */
final class Build {
  private Build() {
  }

  /** {@return the result of a new {@code onnx.Constant} holding {@code value}} */
  static Value constant(PatternRewriter rewriter, Location location, ConstTensor value) {
    return OnnxConstantOp.create(rewriter, location, value.type(), value.toAttr()).output();
  }

  /** {@return {@code input} reshaped to the static {@code shape} by {@code onnx.Reshape}} */
  static Value reshape(PatternRewriter rewriter, Location location, Value input, long[] shape) {
    Value target = constant(rewriter, location, ConstTensor.ofInts(new long[] {shape.length},
        IntegerType.I64, shape));
    return OnnxReshapeOp.create(rewriter, location,
        OnnxValues.tensor(shape, OnnxValues.elementType(input)), input, target, null).reshaped();
  }

  /** {@return a one-element float constant of {@code elementType}} */
  static ConstTensor scalar(Type elementType, double value) {
    return ConstTensor.ofFloats(new long[0], elementType, new double[] {value});
  }

  /** {@return an ONNX int attribute ({@code si64})} */
  static IntegerAttr si64(long value) {
    return IntegerAttr.of(IntegerType.signed(64), value);
  }

  /** {@return an ONNX float attribute ({@code f32})} */
  static FloatAttr f32(double value) {
    return FloatAttr.of(FloatType.F32, value);
  }
}
