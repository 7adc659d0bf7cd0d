package raptor.dialect.onnx.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.LongBinaryOperator;
import raptor.dialect.onnx.OnnxAddOp;
import raptor.dialect.onnx.OnnxCastOp;
import raptor.dialect.onnx.OnnxConcatOp;
import raptor.dialect.onnx.OnnxConstantOfShapeOp;
import raptor.dialect.onnx.OnnxDivOp;
import raptor.dialect.onnx.OnnxFlattenOp;
import raptor.dialect.onnx.OnnxGatherOp;
import raptor.dialect.onnx.OnnxIdentityOp;
import raptor.dialect.onnx.OnnxMaxOp;
import raptor.dialect.onnx.OnnxMinOp;
import raptor.dialect.onnx.OnnxMulOp;
import raptor.dialect.onnx.OnnxPowOp;
import raptor.dialect.onnx.OnnxReshapeOp;
import raptor.dialect.onnx.OnnxShapeOp;
import raptor.dialect.onnx.OnnxSliceOp;
import raptor.dialect.onnx.OnnxSqrtOp;
import raptor.dialect.onnx.OnnxSqueezeOp;
import raptor.dialect.onnx.OnnxSubOp;
import raptor.dialect.onnx.OnnxSumOp;
import raptor.dialect.onnx.OnnxTransposeOp;
import raptor.dialect.onnx.OnnxUnsqueezeOp;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * Evaluates an {@code onnx} op whose operands are constants (or, for {@code Shape}, whose operand
 * has a static shape): shape computations (Shape, Gather, Concat, Slice, Unsqueeze, Squeeze,
 * Reshape, Flatten, Transpose, Identity, Cast, ConstantOfShape) and arithmetic (Add, Sub, Mul,
 * Div, Pow, Sqrt, Sum, Max, Min), with ONNX's semantics: float results rounded to their element
 * type, integer division truncating. O(elements of the result).
 */
final class ConstantEvaluator {
  /** The evaluation of one op kind, given its result types and constant operands. */
  @FunctionalInterface
  private interface Rule<T extends Operation> {
    ConstTensor evaluate(T op, ShapedType result, List<ConstTensor> operands)
        throws ShapeException;
  }

  private static final Map<String, Rule<Operation>> RULES = new HashMap<>();

  static {
    rule(OnnxShapeOp.INFO, (op, result, operands) -> {
      long[] shape = OnnxValues.staticShape(op.data());
      int[] range = OnnxShapes.shapeRange(shape.length, op.start(), op.end().orElse(null));
      long[] dims = new long[range[1] - range[0]];
      System.arraycopy(shape, range[0], dims, 0, dims.length);
      return ConstTensor.ofInts(new long[] {dims.length}, IntegerType.I64, dims);
    });
    rule(OnnxIdentityOp.INFO, ConstantEvaluator::reshaped);
    rule(OnnxReshapeOp.INFO, ConstantEvaluator::reshaped);
    rule(OnnxFlattenOp.INFO, ConstantEvaluator::reshaped);
    rule(OnnxSqueezeOp.INFO, ConstantEvaluator::reshaped);
    rule(OnnxUnsqueezeOp.INFO, ConstantEvaluator::reshaped);
    rule(OnnxCastOp.INFO, (op, result, operands) -> operands.get(0).cast(op.toAttr()));
    rule(OnnxConstantOfShapeOp.INFO, (op, result, operands) -> {
      ConstTensor value = op.valueAttr() instanceof DenseElementsAttr attr
          ? ConstTensor.of(attr) : ConstTensor.ofFloats(new long[] {1}, FloatType.F32,
              new double[] {0});
      long[] shape = operands.get(0).ints();
      return value.gathered(shape, new int[Math.toIntExact(OnnxShapes.product(shape, 0,
          shape.length))]);
    });
    rule(OnnxGatherOp.INFO, ConstantEvaluator::gather);
    rule(OnnxConcatOp.INFO, ConstantEvaluator::concat);
    rule(OnnxTransposeOp.INFO, (op, result, operands) -> {
      ConstTensor x = operands.get(0);
      int[] perm = OnnxShapes.permutation(OnnxValues.longs(op.permAttr()), x.shape().length);
      return transpose(x, perm);
    });
    rule(OnnxSliceOp.INFO, ConstantEvaluator::slice);
    rule(OnnxAddOp.INFO, arithmetic(Double::sum, Long::sum));
    rule(OnnxSubOp.INFO, arithmetic((a, b) -> a - b, (a, b) -> a - b));
    rule(OnnxMulOp.INFO, arithmetic((a, b) -> a * b, (a, b) -> a * b));
    rule(OnnxDivOp.INFO, arithmetic((a, b) -> a / b, (a, b) -> a / b));
    rule(OnnxPowOp.INFO, arithmetic(Math::pow, (a, b) -> (long) Math.pow(a, b)));
    rule(OnnxSumOp.INFO, arithmetic(Double::sum, Long::sum));
    rule(OnnxMaxOp.INFO, arithmetic(Math::max, Math::max));
    rule(OnnxMinOp.INFO, arithmetic(Math::min, Math::min));
    rule(OnnxSqrtOp.INFO, unary(Math::sqrt));
  }

  private ConstantEvaluator() {
  }

  @SuppressWarnings("unchecked")
  private static <T extends Operation> void rule(OpInfo<T> info, Rule<? super T> rule) {
    RULES.put(info.name(), (Rule<Operation>) rule);
  }

  /** {@return whether ops of {@code op}'s kind are folded here} */
  static boolean handles(Operation op) {
    return RULES.containsKey(op.name());
  }

  /**
   * {@return the value of {@code op}'s single result, or {@code null} when an operand is not a
   * constant}
   *
   * @param result the static type of the result
   * @throws ShapeException when the constants do not fit the op
   */
  static ConstTensor evaluate(Operation op, ShapedType result) throws ShapeException {
    return evaluate(op, result, OnnxValues::constant);
  }

  /**
   * {@return the value of {@code op}'s single result with operand values from {@code values}
   * (null: unknown), or {@code null} when one is unknown}
   */
  static ConstTensor evaluate(Operation op, ShapedType result,
      Function<Value, ConstTensor> values) throws ShapeException {
    List<ConstTensor> operands = new ArrayList<>();
    boolean needsValues = !(op instanceof OnnxShapeOp);
    for (Value operand : op.operands()) {
      if (OnnxValues.isNone(operand)) {
        operands.add(null);
        continue;
      }
      ConstTensor value = needsValues ? values.apply(operand) : null;
      if (needsValues && value == null) {
        return null;
      }
      operands.add(value);
    }
    return RULES.get(op.name()).evaluate(op, result, operands);
  }

  // ---- Data movement ----

  private static ConstTensor reshaped(Operation op, ShapedType result,
      List<ConstTensor> operands) {
    return operands.get(0).reshaped(OnnxValues.shape(result.shape()));
  }

  private static ConstTensor gather(OnnxGatherOp op, ShapedType result,
      List<ConstTensor> operands) throws ShapeException {
    ConstTensor data = operands.get(0);
    ConstTensor indices = operands.get(1);
    long[] shape = data.shape();
    int axis = OnnxShapes.axis(op.axis(), shape.length, "axis");
    long outer = OnnxShapes.product(shape, 0, axis);
    long inner = OnnxShapes.product(shape, axis + 1, shape.length);
    int[] sources = new int[Math.toIntExact(outer * indices.size() * inner)];
    int at = 0;
    for (long o = 0; o < outer; o++) {
      for (int k = 0; k < indices.size(); k++) {
        long index = indices.longAt(k);
        long row = index < 0 ? index + shape[axis] : index;
        if (row < 0 || row >= shape[axis]) {
          throw new ShapeException("Gather index " + index + " is outside [" + -shape[axis]
              + ", " + shape[axis] + ")");
        }
        for (long i = 0; i < inner; i++) {
          sources[at++] = (int) ((o * shape[axis] + row) * inner + i);
        }
      }
    }
    return data.gathered(OnnxShapes.gather(shape, indices.shape(), axis), sources);
  }

  private static ConstTensor concat(OnnxConcatOp op, ShapedType result,
      List<ConstTensor> operands) throws ShapeException {
    List<long[]> shapes = new ArrayList<>();
    for (ConstTensor operand : operands) {
      shapes.add(operand.shape());
    }
    long[] shape = OnnxShapes.concat(shapes, op.axis());
    int axis = OnnxShapes.axis(op.axis(), shape.length, "axis");
    long outer = OnnxShapes.product(shape, 0, axis);
    List<ConstTensor> parts = new ArrayList<>();
    List<Integer> offsets = new ArrayList<>();
    int total = 0;
    for (ConstTensor operand : operands) {
      parts.add(operand);
      offsets.add(total);
      total += operand.size();
    }
    ConstTensor joined = join(parts, result.elementType());
    int[] sources = new int[total];
    int at = 0;
    for (long o = 0; o < outer; o++) {
      for (int p = 0; p < parts.size(); p++) {
        long block = OnnxShapes.product(parts.get(p).shape(), axis, shape.length);
        for (long i = 0; i < block; i++) {
          sources[at++] = (int) (offsets.get(p) + o * block + i);
        }
      }
    }
    return joined.gathered(shape, sources);
  }

  /** {@return the elements of {@code parts} one after another, as a flat tensor} */
  private static ConstTensor join(List<ConstTensor> parts, Type elementType) {
    int total = parts.stream().mapToInt(ConstTensor::size).sum();
    long[] flat = {total};
    if (ConstTensor.allFloat(parts)) {
      double[] values = new double[total];
      int at = 0;
      for (ConstTensor part : parts) {
        System.arraycopy(part.floats(), 0, values, at, part.size());
        at += part.size();
      }
      return ConstTensor.ofFloats(flat, elementType, values);
    }
    long[] values = new long[total];
    int at = 0;
    for (ConstTensor part : parts) {
      for (int i = 0; i < part.size(); i++) {
        values[at++] = part.longAt(i);
      }
    }
    return ConstTensor.ofInts(flat, elementType, values);
  }

  /** {@return {@code x} with its dimensions permuted by {@code perm}} */
  static ConstTensor transpose(ConstTensor x, int[] perm) {
    long[] shape = OnnxShapes.transpose(x.shape(), perm);
    long[] inStrides = ConstTensor.strides(x.shape());
    long[] strides = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      strides[i] = inStrides[perm[i]];
    }
    return x.gathered(shape, walk(shape, 0, strides));
  }

  private static ConstTensor slice(OnnxSliceOp op, ShapedType result,
      List<ConstTensor> operands) throws ShapeException {
    ConstTensor data = operands.get(0);
    long[][] ranges = OnnxShapes.slice(data.shape(), operands.get(1).ints(),
        operands.get(2).ints(), operands.get(3) == null ? null : operands.get(3).ints(),
        operands.get(4) == null ? null : operands.get(4).ints());
    long[] inStrides = ConstTensor.strides(data.shape());
    long[] shape = new long[ranges.length];
    long base = 0;
    long[] strides = new long[ranges.length];
    for (int i = 0; i < ranges.length; i++) {
      base += ranges[i][0] * inStrides[i];
      strides[i] = inStrides[i] * ranges[i][1];
      shape[i] = ranges[i][2];
    }
    return data.gathered(shape, walk(shape, base, strides));
  }

  /**
   * {@return for every index {@code i} of {@code shape} in row-major order, the flat source
   * index {@code base + sum(i[d] * strides[d])}}
   */
  private static int[] walk(long[] shape, long base, long[] strides) {
    int count = Math.toIntExact(OnnxShapes.product(shape, 0, shape.length));
    int[] sources = new int[count];
    long[] index = new long[shape.length];
    long source = base;
    for (int i = 0; i < count; i++) {
      sources[i] = (int) source;
      for (int d = shape.length - 1; d >= 0; d--) {
        source += strides[d];
        if (++index[d] < shape[d]) {
          break;
        }
        source -= strides[d] * index[d];
        index[d] = 0;
      }
    }
    return sources;
  }

  // ---- Arithmetic ----

  private static Rule<Operation> arithmetic(DoubleBinaryOperator floats, LongBinaryOperator ints) {
    return (op, result, operands) -> {
      List<long[]> shapes = new ArrayList<>();
      for (ConstTensor operand : operands) {
        shapes.add(operand.shape());
      }
      long[] shape = OnnxShapes.broadcast(shapes);
      int count = Math.toIntExact(OnnxShapes.product(shape, 0, shape.length));
      boolean isFloat = result.elementType() instanceof FloatType;
      double[] fs = isFloat ? new double[count] : null;
      long[] ls = isFloat ? null : new long[count];
      for (int k = 0; k < operands.size(); k++) {
        int[] sources = broadcastSources(operands.get(k).shape(), shape);
        ConstTensor operand = operands.get(k);
        for (int i = 0; i < count; i++) {
          if (isFloat) {
            double value = operand.doubleAt(sources[i]);
            fs[i] = k == 0 ? value : round(floats.applyAsDouble(fs[i], value), result);
          } else {
            long value = operand.longAt(sources[i]);
            ls[i] = k == 0 ? value : ints.applyAsLong(ls[i], value);
          }
        }
      }
      return isFloat ? ConstTensor.ofFloats(shape, result.elementType(), fs)
          : ConstTensor.ofInts(shape, result.elementType(), ls);
    };
  }

  private static Rule<Operation> unary(DoubleUnaryOperator function) {
    return (op, result, operands) -> {
      ConstTensor x = operands.get(0).cast(result.elementType());
      double[] values = new double[x.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = round(function.applyAsDouble(x.doubleAt(i)), result);
      }
      return ConstTensor.ofFloats(x.shape(), result.elementType(), values);
    };
  }

  /** {@return {@code value} rounded to a float result's element type} */
  private static double round(double value, ShapedType result) {
    return result.elementType() == FloatType.F32 ? (float) value : value;
  }

  /** {@return for each element of {@code shape}, the index of the broadcast source element} */
  static int[] broadcastSources(long[] source, long[] shape) {
    long[] strides = ConstTensor.strides(source);
    long[] broadcastStrides = new long[shape.length];
    for (int d = 0; d < source.length; d++) {
      int at = shape.length - source.length + d;
      broadcastStrides[at] = source[d] == 1 ? 0 : strides[d];
    }
    return walk(shape, 0, broadcastStrides);
  }
}
