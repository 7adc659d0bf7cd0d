package raptor.conversion.onnxtospatial;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.onnx.OnnxAddOp;
import raptor.dialect.onnx.OnnxReluOp;
import raptor.dialect.onnx.OnnxSiLUOp;
import raptor.dialect.spat.LogicalLayout;
import raptor.dialect.spat.LogicalLayoutAttr;
import raptor.dialect.spat.PhysicalLayout;
import raptor.dialect.spat.SpatAddPlanOp;
import raptor.dialect.spat.SpatBiasAddPlanOp;
import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.dialect.spat.SpatReluOp;
import raptor.dialect.spat.SpatReluPlanOp;
import raptor.dialect.spat.SpatSigmoidOp;
import raptor.dialect.spat.SpatSiluPlanOp;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.Location;

/**
 * The elementwise plan ops (spec §1.6 "Bias", §1.8): Relu, SiLU and Add of two runtime tensors
 * of one shape become {@code relu_plan}, {@code silu_plan} and {@code add_plan}, and a Conv's
 * bias or an Add of a per-channel constant to an NCHW tensor a {@code bias_add_plan}; {@code lower-spatial-plans} lowers them densely (one compute,
 * or per lane for a bias on a batch's lanes) or per row of a row strip.
 */
final class ElementwisePlans {
  /** The logical layout of every plan op. */
  static final LogicalLayoutAttr NCHW = new LogicalLayoutAttr(LogicalLayout.NCHW);

  private ElementwisePlans() {
  }

  /**
   * Replaces the lowerings of Relu, SiLU and Add by plan ops; an Add with a constant or
   * broadcast operand keeps its previous lowering.
   */
  static void register(Map<String, OpLowering> lowerings) {
    lowerings.put(OnnxReluOp.NAME, (op, computes, tile) -> {
      Tensors.floatShape(op, op.operand(0));
      return List.of(SpatReluPlanOp.create(computes.builder(), computes.location(),
          op.operand(0), NCHW).output());
    });
    lowerings.put(OnnxSiLUOp.NAME, (op, computes, tile) -> {
      Tensors.floatShape(op, op.operand(0));
      return List.of(SpatSiluPlanOp.create(computes.builder(), computes.location(),
          op.operand(0), NCHW).output());
    });
    OpLowering add = lowerings.get(OnnxAddOp.NAME);
    lowerings.put(OnnxAddOp.NAME, (op, computes, tile) -> {
      Value lhs = op.operand(0);
      Value rhs = op.operand(1);
      float[] bias = channelBias(op, lhs, rhs);
      if (bias != null) {
        return List.of(biasAdd(computes, Tensors.isConstant(lhs) ? rhs : lhs, bias));
      }
      if (Tensors.isConstant(lhs) || Tensors.isConstant(rhs)
          || !Arrays.equals(Tensors.floatShape(op, lhs), Tensors.floatShape(op, rhs))) {
        return add.lower(op, computes, tile);
      }
      return List.of(SpatAddPlanOp.create(computes.builder(), computes.location(), lhs, rhs,
          NCHW).output());
    });
  }

  /**
   * {@return the per-channel values of a bias-like Add: a runtime NCHW operand of the result's
   * shape plus a constant of shape {@code [C, 1, 1]} or {@code [1, C, 1, 1]}; else null}
   */
  private static float[] channelBias(Operation op, Value lhs, Value rhs)
      throws LoweringException {
    if (Tensors.isConstant(lhs) == Tensors.isConstant(rhs)) {
      return null;
    }
    Value constant = Tensors.isConstant(lhs) ? lhs : rhs;
    long[] data = Tensors.floatShape(op, Tensors.isConstant(lhs) ? rhs : lhs);
    long[] bias = Tensors.shape(op, constant);
    boolean perChannel = data.length == 4
        && Arrays.equals(data, Tensors.shape(op, op.result(0)))
        && (Arrays.equals(bias, new long[] {data[1], 1, 1})
            || Arrays.equals(bias, new long[] {1, data[1], 1, 1}));
    return perChannel ? Tensors.floats(op, constant, "the bias") : null;
  }

  /** {@return a {@code bias_add_plan} adding the per-channel {@code bias} to NCHW {@code x}} */
  static Value biasAdd(Computes computes, Value x, float[] bias) {
    Value constant = computes.constant(bias, bias.length);
    return SpatBiasAddPlanOp.create(computes.builder(), computes.location(), x.type(), x,
        constant, NCHW).output();
  }

  /** {@return the elements of {@code op}'s bias when it is an f32 host constant, else null} */
  static float[] constantBias(SpatBiasAddPlanOp op) {
    if (!(op.bias() instanceof OpResult result && result.owner() instanceof ArithConstantOp c
        && c.valueAttr() instanceof DenseElementsAttr dense
        && dense.elementType() == FloatType.F32)) {
      return null;
    }
    float[] values = new float[Math.toIntExact(dense.numElements())];
    for (int i = 0; i < values.length; i++) {
      values[i] = dense.rawBuffer().getFloat(dense.isSplat() ? 0 : i * Float.BYTES);
    }
    return values;
  }

  /** {@return whether {@link #lower} lowers {@code op}} */
  static boolean lowers(Operation op) {
    return op instanceof SpatReluPlanOp || op instanceof SpatSiluPlanOp
        || op instanceof SpatAddPlanOp || op instanceof SpatBiasAddPlanOp;
  }

  /**
   * {@return the lowering of the elementwise plan op {@code op} in {@code layout}}
   *
   * @param operands the operands in the layouts the selected alternative requires (row strips
   *     as their physical tensors)
   * @throws LoweringException for a bias that is not a host constant
   */
  static Value lower(Operation op, Computes computes, PhysicalLayout layout,
      List<Value> operands) throws LoweringException {
    long[] shape = RowStrip.shape(op.result(0));
    boolean strip = layout == PhysicalLayout.NHWC_ROW_STRIP;
    if (op instanceof SpatBiasAddPlanOp bias) {
      float[] values = constantBias(bias);
      if (values == null) {
        throw new LoweringException(op, "requires a host-constant f32 bias");
      }
      return strip ? rowStripBias(computes, operands.get(0), values, shape)
          : denseBias(computes, operands.get(0), values, shape);
    }
    Step step = op instanceof SpatAddPlanOp ? (b, l, in) -> Elementwise.vadd(b, l, in.get(0),
        in.get(1)) : op instanceof SpatSiluPlanOp ? (b, l, in) -> Elementwise.vmul(b, l,
            in.get(0), SpatSigmoidOp.create(b, l, in.get(0)).output())
        : (b, l, in) -> SpatReluOp.create(b, l, in.get(0)).output();
    if (strip) {
      return RowStrip.perRow(computes, shape, operands, List.of(),
          (body, rows, shared) -> step.apply(body, computes.location(), rows));
    }
    return computes.compute(Tensors.f32(shape), List.of(), operands,
        (body, weights, in) -> List.of(step.apply(body, computes.location(), in)));
  }

  /** The vector work of one elementwise op on its operands. */
  @FunctionalInterface
  private interface Step {
    Value apply(OpBuilder body, Location location, List<Value> operands);
  }

  /**
   * {@return {@code x} plus the per-channel {@code bias}}: per lane when {@code x} is the result
   * of a batch whose lanes are its images, else one vadd of the bias broadcast to {@code shape}
   */
  private static Value denseBias(Computes computes, Value x, float[] bias, long[] shape) {
    long[] image = {1, shape[1], shape[2], shape[3]};
    float[] tile = Tensors.broadcast(bias, new long[] {shape[1], 1, 1}, image);
    if (x instanceof OpResult result && result.owner() instanceof SpatGraphComputeBatchOp batch
        && batch.laneCount() == shape[0]) {
      return computes.batch(Math.toIntExact(shape[0]), Tensors.f32(shape), List.of(),
          List.of(x, computes.constant(tile, image)), (body, lane, weights, in) ->
              Elementwise.vadd(body, computes.location(),
                  RowStrip.row(body, computes, in.get(0), lane), in.get(1)));
    }
    return Elementwise.addConstant(computes, x,
        Tensors.broadcast(bias, new long[] {shape[1], 1, 1}, shape), shape);
  }

  /**
   * {@return the row strip {@code strip} plus the per-channel {@code bias}, row by row}: each
   * lane copies the {@code C} bias values once per column into a {@code [1, W, C]} row and adds
   * it, so that a core loads only {@code C} values from the host, not a whole row
   */
  private static Value rowStripBias(Computes computes, Value strip, float[] bias,
      long[] shape) {
    long[] row = {1, shape[3], shape[1]};
    Gather columns = Gather.of(Tensors.count(row), i -> Gather.element(0, i % shape[1]));
    return RowStrip.perRow(computes, shape, List.of(strip),
        List.of(computes.constant(bias, bias.length)), (body, rows, shared) -> {
          Location l = computes.location();
          Value tile = Gather.reshape(body, l, columns.emitFlat(body, l, shared, null), row);
          return Elementwise.vadd(body, l, rows.get(0), tile);
        });
  }
}
