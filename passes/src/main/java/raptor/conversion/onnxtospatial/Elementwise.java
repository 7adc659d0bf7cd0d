package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import raptor.dialect.onnx.OnnxAddOp;
import raptor.dialect.onnx.OnnxClipOp;
import raptor.dialect.onnx.OnnxDivOp;
import raptor.dialect.onnx.OnnxHardSigmoidOp;
import raptor.dialect.onnx.OnnxLeakyReluOp;
import raptor.dialect.onnx.OnnxMulOp;
import raptor.dialect.onnx.OnnxReluOp;
import raptor.dialect.onnx.OnnxSiLUOp;
import raptor.dialect.onnx.OnnxSigmoidOp;
import raptor.dialect.onnx.OnnxSoftmaxOp;
import raptor.dialect.onnx.OnnxSubOp;
import raptor.dialect.onnx.OnnxTanhOp;
import raptor.dialect.spat.SpatReluOp;
import raptor.dialect.spat.SpatSigmoidOp;
import raptor.dialect.spat.SpatSoftmaxOp;
import raptor.dialect.spat.SpatTanhOp;
import raptor.dialect.spat.SpatVAddOp;
import raptor.dialect.spat.SpatVMaxOp;
import raptor.dialect.spat.SpatVMulOp;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.Location;

/**
 * Elementwise ops and activations (spec §1.8): one compute per op on the whole tensor. Relu,
 * Sigmoid and Tanh map to one Spatial op, SiLU to a sigmoid and a multiply; LeakyRelu is
 * {@code max(x, alpha x)}; HardSigmoid is {@code max(0, -max(-1, -(alpha x + beta)))}; Clip is
 * a max with the lower and a negated max with the negated upper bound; Softmax runs
 * {@code spat.softmax} per row of its axis (moved last by a transpose when it is not). Add, Sub,
 * Mul and Div broadcast: a constant operand is broadcast at compile time (Sub and Div by a
 * constant become Add and Mul), a runtime operand of a smaller shape by a gather.
 */
final class Elementwise {
  private Elementwise() {
  }

  /** A body op of two operands. */
  @FunctionalInterface
  private interface Combine {
    Value apply(OpBuilder body, Location location, Value lhs, Value rhs);
  }

  /** A body op of one operand. */
  @FunctionalInterface
  private interface Apply {
    Value apply(OpBuilder body, Location location, Value input);
  }

  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxReluOp.NAME, unary((b, l, x) -> SpatReluOp.create(b, l, x).output()));
    lowerings.put(OnnxSigmoidOp.NAME,
        unary((b, l, x) -> SpatSigmoidOp.create(b, l, x).output()));
    lowerings.put(OnnxTanhOp.NAME, unary((b, l, x) -> SpatTanhOp.create(b, l, x).output()));
    lowerings.put(OnnxSiLUOp.NAME, unary((b, l, x) -> vmul(b, l, x,
        SpatSigmoidOp.create(b, l, x).output())));
    lowerings.put(OnnxLeakyReluOp.NAME, (op, computes, tile) -> List.of(leakyRelu(
        (OnnxLeakyReluOp) op, computes)));
    lowerings.put(OnnxHardSigmoidOp.NAME, (op, computes, tile) -> List.of(hardSigmoid(
        (OnnxHardSigmoidOp) op, computes)));
    lowerings.put(OnnxSoftmaxOp.NAME, (op, computes, tile) -> List.of(softmax(
        (OnnxSoftmaxOp) op, computes)));
    lowerings.put(OnnxClipOp.NAME, (op, computes, tile) -> List.of(clip((OnnxClipOp) op,
        computes)));
    lowerings.put(OnnxAddOp.NAME, binary(null, Elementwise::vadd));
    lowerings.put(OnnxMulOp.NAME, binary(null, Elementwise::vmul));
    lowerings.put(OnnxSubOp.NAME, binary(x -> -x, Elementwise::vadd));
    lowerings.put(OnnxDivOp.NAME, binary(x -> 1f / x, Elementwise::vmul));
  }

  private static OpLowering unary(Apply apply) {
    return (op, computes, tile) -> {
      long[] shape = Tensors.floatShape(op, op.operand(0));
      return List.of(computes.compute(Tensors.f32(shape), List.of(), List.of(op.operand(0)),
          (body, weights, inputs) -> List.of(apply.apply(body, computes.location(),
              inputs.get(0)))));
    };
  }

  static Value vadd(OpBuilder body, Location location, Value lhs, Value rhs) {
    return SpatVAddOp.create(body, location, lhs, rhs).output();
  }

  static Value vmul(OpBuilder body, Location location, Value lhs, Value rhs) {
    return SpatVMulOp.create(body, location, lhs, rhs).output();
  }

  private static Value vmax(OpBuilder body, Location location, Value lhs, Value rhs) {
    return SpatVMaxOp.create(body, location, lhs, rhs).output();
  }

  private static Value leakyRelu(OnnxLeakyReluOp op, Computes computes)
      throws LoweringException {
    long[] shape = Tensors.floatShape(op, op.X());
    if (op.alpha() > 1) {
      throw new LoweringException(op, "supports alpha <= 1 only, got " + op.alpha());
    }
    Value alpha = computes.splat((float) op.alpha(), shape);
    return computes.compute(Tensors.f32(shape), List.of(), List.of(op.X(), alpha),
        (body, weights, in) -> List.of(vmax(body, computes.location(), in.get(0),
            vmul(body, computes.location(), in.get(0), in.get(1)))));
  }

  private static Value hardSigmoid(OnnxHardSigmoidOp op, Computes computes)
      throws LoweringException {
    long[] shape = Tensors.floatShape(op, op.X());
    List<Value> inputs = List.of(op.X(), computes.splat((float) op.alpha(), shape),
        computes.splat((float) op.beta(), shape), computes.splat(-1f, shape),
        computes.splat(0f, shape));
    return computes.compute(Tensors.f32(shape), List.of(), inputs, (body, weights, in) -> {
      Location l = computes.location();
      Value linear = vadd(body, l, vmul(body, l, in.get(0), in.get(1)), in.get(2));
      Value negatedMin = vmax(body, l, vmul(body, l, linear, in.get(3)), in.get(3));
      return List.of(vmax(body, l, vmul(body, l, negatedMin, in.get(3)), in.get(4)));
    });
  }

  /**
   * {@return the softmax of {@code op}}: along the last axis, one {@code spat.softmax} per row;
   * along another axis, that axis is moved last by a transpose gather and back after
   */
  private static Value softmax(OnnxSoftmaxOp op, Computes computes) throws LoweringException {
    long[] shape = Tensors.floatShape(op, op.input());
    int rank = shape.length;
    int axis = (int) (op.axis() < 0 ? op.axis() + rank : op.axis());
    if (axis == rank - 1) {
      return softmaxRows(computes, op.input(), shape);
    }
    long[] perm = new long[rank];
    long[] back = new long[rank];
    long[] moved = new long[rank];
    for (int d = 0, next = 0; d < rank; d++) {
      if (d != axis) {
        perm[next++] = d;
      }
    }
    perm[rank - 1] = axis;
    for (int d = 0; d < rank; d++) {
      back[(int) perm[d]] = d;
      moved[d] = shape[(int) perm[d]];
    }
    Value rows = softmaxRows(computes, TensorOps.transpose(computes, op.input(), shape, perm),
        moved);
    return TensorOps.transpose(computes, rows, moved, back);
  }

  /** {@return {@code input} of {@code shape} with a softmax over each row of its last axis} */
  private static Value softmaxRows(Computes computes, Value input, long[] shape) {
    long length = shape[shape.length - 1];
    long count = Tensors.count(shape);
    return computes.compute(Tensors.f32(shape), List.of(), List.of(input),
        (body, weights, in) -> {
          Location l = computes.location();
          Value flat = Gather.flatten(body, l, in.get(0));
          Value result = TensorEmptyOp.create(body, l, Tensors.f32(count), List.of()).result();
          for (long row = 0; row < count / length; row++) {
            DenseArrayAttr offset = DenseArrayAttr.ofI64(row * length);
            DenseArrayAttr size = DenseArrayAttr.ofI64(length);
            DenseArrayAttr stride = DenseArrayAttr.ofI64(1);
            Value slice = TensorExtractSliceOp.create(body, l, Tensors.f32(length), flat,
                List.of(), List.of(), List.of(), offset, size, stride).result();
            Value normalized = SpatSoftmaxOp.create(body, l, slice).output();
            result = TensorInsertSliceOp.create(body, l, Tensors.f32(count), normalized, result,
                List.of(), List.of(), List.of(), offset, size, stride).result();
          }
          return List.of(Gather.reshape(body, l, result, shape));
        });
  }

  /**
   * {@return {@code min(max(x, low), high)}} with constant or runtime scalar bounds (broadcast),
   * where {@code min(a, b) = -max(-a, -b)}
   */
  private static Value clip(OnnxClipOp op, Computes computes) throws LoweringException {
    long[] shape = Tensors.floatShape(op, op.input());
    List<Value> inputs = new ArrayList<>(List.of(op.input()));
    boolean low = !Tensors.isNone(op.min());
    boolean high = !Tensors.isNone(op.max());
    if (low) {
      inputs.add(operand(op, computes, op.min(), shape, null));
    }
    if (high) {
      inputs.add(operand(op, computes, op.max(), shape, null));
      inputs.add(computes.splat(-1f, shape));
    }
    return computes.compute(Tensors.f32(shape), List.of(), inputs, (body, weights, in) -> {
      Location l = computes.location();
      Value result = low ? vmax(body, l, in.get(0), in.get(1)) : in.get(0);
      if (high) {
        Value minusOne = in.get(in.size() - 1);
        Value negated = vmax(body, l, vmul(body, l, result, minusOne),
            vmul(body, l, in.get(in.size() - 2), minusOne));
        result = vmul(body, l, negated, minusOne);
      }
      return List.of(result);
    });
  }

  /**
   * {@return the lowering of a broadcasting binary op}
   *
   * @param inverse for Sub and Div, what a constant right-hand side becomes so that
   *     {@code combine} applies (its negation or reciprocal); {@code null} for Add and Mul
   */
  private static OpLowering binary(UnaryOperator<Float> inverse, Combine combine) {
    return (op, computes, tile) -> {
      long[] out = Tensors.floatShape(op, op.result(0));
      if (Tensors.isConstant(op.operand(0)) && Tensors.isConstant(op.operand(1))) {
        throw new LoweringException(op, "has two constant operands (run onnx-prepare first)");
      }
      Value lhs = operand(op, computes, op.operand(0), out, null);
      Value rhs = operand(op, computes, op.operand(1), out, inverse);
      boolean negate = inverse != null && !Tensors.isConstant(op.operand(1));
      if (negate && op.name().equals(OnnxDivOp.NAME)) {
        throw new LoweringException(op, "supports only a constant divisor");
      }
      List<Value> inputs = negate ? List.of(lhs, rhs, computes.splat(-1f, out))
          : List.of(lhs, rhs);
      return List.of(computes.compute(Tensors.f32(out), List.of(), inputs,
          (body, weights, in) -> {
            Value right = negate ? vmul(body, computes.location(), in.get(1), in.get(2))
                : in.get(1);
            return List.of(combine.apply(body, computes.location(), in.get(0), right));
          }));
    };
  }

  /**
   * {@return {@code value} broadcast to {@code shape}: a host constant (each element mapped by
   * {@code map} unless it is null) when it is constant, a gather otherwise}
   */
  private static Value operand(Operation op, Computes computes, Value value, long[] shape,
      UnaryOperator<Float> map) throws LoweringException {
    if (!Tensors.isConstant(value)) {
      return broadcast(op, computes, value, shape);
    }
    float[] values = Tensors.broadcast(Tensors.floats(op, value, "a constant operand"),
        Tensors.shape(op, value), shape);
    for (int i = 0; map != null && i < values.length; i++) {
      values[i] = map.apply(values[i]);
    }
    return computes.constant(values, shape);
  }

  /**
   * {@return {@code value} plus {@code scale} times the runtime {@code other} broadcast to
   * {@code shape}}
   */
  static Value add(Operation op, Computes computes, Value value, long[] shape, Value other,
      float scale) throws LoweringException {
    Value right = broadcast(op, computes, other, shape);
    List<Value> inputs = scale == 1 ? List.of(value, right)
        : List.of(value, right, computes.splat(scale, shape));
    return computes.compute(Tensors.f32(shape), List.of(), inputs, (body, weights, in) -> {
      Value term = scale == 1 ? in.get(1) : vmul(body, computes.location(), in.get(1),
          in.get(2));
      return List.of(vadd(body, computes.location(), in.get(0), term));
    });
  }

  /** {@return {@code value} plus the constant row-major {@code values} of {@code shape}} */
  static Value addConstant(Computes computes, Value value, float[] values, long[] shape) {
    return computes.compute(Tensors.f32(shape), List.of(), List.of(value,
        computes.constant(values, shape)), (body, weights, in) -> List.of(vadd(body,
            computes.location(), in.get(0), in.get(1))));
  }

  /** {@return the runtime {@code value} broadcast (numpy rules) to {@code shape}} */
  private static Value broadcast(Operation op, Computes computes, Value value, long[] shape)
      throws LoweringException {
    long[] from = Tensors.floatShape(op, value);
    if (Arrays.equals(from, shape)) {
      return value;
    }
    long[] fromStrides = Tensors.strides(from);
    long[] toStrides = Tensors.strides(shape);
    int offset = shape.length - from.length;
    Gather gather = Gather.of(Tensors.count(shape), index -> {
      long source = 0;
      for (int d = offset; d < shape.length; d++) {
        long coordinate = index / toStrides[d] % shape[d];
        source += (from[d - offset] == 1 ? 0 : coordinate) * fromStrides[d - offset];
      }
      return Gather.element(0, source);
    });
    return computes.gather(gather, List.of(value), 0f, shape);
  }
}
