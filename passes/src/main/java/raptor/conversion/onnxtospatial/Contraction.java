package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import java.util.function.LongUnaryOperator;
import raptor.dialect.spat.SpatConcatOp;
import raptor.dialect.spat.SpatVAddOp;
import raptor.dialect.spat.SpatVMMOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;

/**
 * Emits the Spatial form of a {@link ContractionPlan} (the shared contraction planner of Gemm,
 * MatMul, Conv and the mean reductions): a compute that zero-pads the left-hand side to whole
 * K slices (when k is not a multiple of the crossbar size), one batch of {@code m} VMM lanes per
 * weight block (lane {@code r} multiplies row {@code r} of its K slice), and a reduction that
 * adds the partial sums of each output tile over the slices, concatenates the tiles, trims the
 * padding and adds the bias: a batch of {@code m} lanes in which lane {@code r} reduces row
 * {@code r} of every partial sum, so that the scheduler can keep each row's reduction with the
 * products that make it instead of gathering all of them on one core (a compute for one row).
 */
final class Contraction {
  private Contraction() {
  }

  /**
   * {@return the {@code [m, n]} product of the runtime {@code lhs} ({@code [m, k]}) and the
   * constant row-major {@code weight} ({@code [k, n]}), plus {@code bias} ({@code [m, n]}
   * row-major, or {@code null})}
   */
  static Value emit(Computes computes, ContractionPlan plan, Value lhs, float[] weight,
      float[] bias) {
    Value padded = padK(computes, plan, lhs);
    return emit(computes, plan, s -> padded, s -> s * plan.tile(), WeightBlocks.of(weight, plan),
        bias);
  }

  /**
   * {@return the product as {@link #emit(Computes, ContractionPlan, Value, float[], float[])}
   * gives it, of a left-hand side given as its K slices}: {@code slices} holds one
   * {@code [m, tile]} tensor per slice, zero past {@code k} (already padded), so that each
   * slice's batches read (and the scheduler moves) only its columns; {@code weight} holds the
   * blocks of the plan's weight
   */
  static Value emitSliced(Computes computes, ContractionPlan plan, List<Value> slices,
      WeightBlocks weight, float[] bias) {
    return emit(computes, plan, s -> slices.get(Math.toIntExact(s)), s -> 0L, weight, bias);
  }

  /**
   * {@return the product of the left-hand side whose slice {@code s} is the columns from
   * {@code column(s)} of {@code matrix(s)}}
   */
  private static Value emit(Computes computes, ContractionPlan plan,
      LongFunction<Value> matrix, LongUnaryOperator column, WeightBlocks weight, float[] bias) {
    long tile = plan.tile();
    List<Value> partials = new ArrayList<>();
    for (long t = 0; t < plan.outputTiles(); t++) {
      for (long s = 0; s < plan.reductionSlices(); s++) {
        Value block = computes.constant(weight.block(s, t));
        long first = column.applyAsLong(s);
        partials.add(computes.batch(Math.toIntExact(plan.m()), Tensors.f32(plan.m(), tile),
            List.of(block), List.of(matrix.apply(s)), (body, lane, weights, inputs) -> {
              Value row = laneRow(body, computes, inputs.get(0), lane, first, tile);
              return SpatVMMOp.create(body, computes.location(), Tensors.f32(1, tile),
                  weights.get(0), row).output();
            }));
      }
    }
    boolean trivial = plan.reductionSlices() == 1 && plan.outputTiles() == 1
        && plan.n() == tile && bias == null;
    if (trivial) {
      return partials.get(0);
    }
    List<Value> inputs = new ArrayList<>(partials);
    if (bias != null) {
      inputs.add(computes.constant(bias, plan.m(), plan.n()));
    }
    if (plan.m() == 1) {
      return computes.compute(Tensors.f32(plan.m(), plan.n()), List.of(), inputs,
          (body, weights, arguments) -> List.of(reduce(body, computes, plan, arguments,
              bias != null)));
    }
    return computes.batch(Math.toIntExact(plan.m()), Tensors.f32(plan.m(), plan.n()), List.of(),
        inputs, (body, lane, weights, arguments) -> {
          List<Value> rows = new ArrayList<>();
          for (Value argument : arguments) {
            long columns = ((ShapedType) argument.type()).shape().get(1);
            rows.add(laneRow(body, computes, argument, lane, 0, columns));
          }
          return reduce(body, computes, plan, rows, bias != null);
        });
  }

  /** {@return columns {@code [first, first + columns)} of row {@code lane} of {@code matrix}} */
  private static Value laneRow(OpBuilder body, Computes computes, Value matrix, Value lane,
      long first, long columns) {
    return TensorExtractSliceOp.create(body, computes.location(), Tensors.f32(1, columns),
        matrix, List.of(lane), List.of(), List.of(),
        DenseArrayAttr.ofI64(ShapedType.DYNAMIC, first), DenseArrayAttr.ofI64(1, columns),
        DenseArrayAttr.ofI64(1, 1)).result();
  }

  /**
   * Adds the partial sums {@code arguments} (tile-major, then slice; the bias last when
   * {@code hasBias}) of one or all rows, concatenates the tiles and trims the padding.
   */
  private static Value reduce(OpBuilder body, Computes computes, ContractionPlan plan,
      List<Value> arguments, boolean hasBias) {
    int slices = Math.toIntExact(plan.reductionSlices());
    List<Value> tiles = new ArrayList<>();
    for (int t = 0; t < plan.outputTiles(); t++) {
      Value sum = arguments.get(t * slices);
      for (int s = 1; s < slices; s++) {
        sum = SpatVAddOp.create(body, computes.location(), sum, arguments.get(t * slices + s))
            .output();
      }
      tiles.add(sum);
    }
    Value result = tiles.size() == 1 ? tiles.get(0)
        : SpatConcatOp.create(body, computes.location(), Tensors.f32(rowsOf(arguments), plan.paddedN()),
            tiles, IntegerAttr.of(IntegerType.I64, 1)).output();
    if (plan.paddedN() != plan.n()) {
      result = TensorExtractSliceOp.create(body, computes.location(),
          Tensors.f32(rowsOf(arguments), plan.n()), result, List.of(), List.of(), List.of(),
          DenseArrayAttr.ofI64(0, 0), DenseArrayAttr.ofI64(rowsOf(arguments), plan.n()),
          DenseArrayAttr.ofI64(1, 1)).result();
    }
    if (hasBias) {
      result = SpatVAddOp.create(body, computes.location(), result,
          arguments.get(arguments.size() - 1)).output();
    }
    return result;
  }

  /** {@return the rows of the partial sums {@code arguments}} */
  private static long rowsOf(List<Value> arguments) {
    return ((ShapedType) arguments.get(0).type()).shape().get(0);
  }

  /** {@return {@code lhs} with its columns zero-padded to {@code plan.paddedK()}} */
  private static Value padK(Computes computes, ContractionPlan plan, Value lhs) {
    if (plan.paddedK() == plan.k()) {
      return lhs;
    }
    long k = plan.k();
    long paddedK = plan.paddedK();
    Gather gather = Gather.of(plan.m() * paddedK, index -> {
      long column = index % paddedK;
      return column < k ? Gather.element(0, index / paddedK * k + column) : Gather.FILL;
    });
    return computes.gather(gather, List.of(lhs), 0f, plan.m(), paddedK);
  }
}
