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
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;

/**
 * Emits the Spatial form of a {@link ContractionPlan} (the shared contraction planner of Gemm,
 * MatMul, Conv and the mean reductions): a compute that zero-pads the left-hand side to whole
 * K slices (when k is not a multiple of the crossbar size), then the products of the weight
 * blocks, in one of two forms.
 * <ul>
 *   <li><b>Fused</b>, when there are several rows and several K slices, and a core can hold the
 *       K slices of an output tile ({@link Computes#fusedSlices}): one batch of {@code m}
 *       lanes per output tile, lane {@code r} multiplying row {@code r} of each K slice by the
 *       tile's block of that slice and adding the products itself; with several tiles, a batch
 *       of {@code m} lanes joins their rows. The partial sums never leave the core that makes
 *       them, and the crossbars of one lane work side by side.
 *   <li><b>Split</b> (spec §1.3), otherwise: one batch of {@code m} VMM lanes per weight block,
 *       and a reduction that adds the partial sums of each output tile over the slices: a batch
 *       of {@code m} lanes in which lane {@code r} reduces row {@code r} of every partial sum
 *       (a compute for one row).
 * </ul>
 * Either way the tiles are concatenated, the padding trimmed and the bias added.
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
    long slices = plan.reductionSlices();
    if (plan.m() > 1 && slices > 1 && slices <= computes.fusedSlices()) {
      return fused(computes, plan, matrix, column, weight, bias);
    }
    long tile = plan.tile();
    List<Value> partials = new ArrayList<>();
    for (long t = 0; t < plan.outputTiles(); t++) {
      for (long s = 0; s < slices; s++) {
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
    boolean trivial = slices == 1 && plan.outputTiles() == 1 && plan.n() == tile && bias == null;
    if (trivial) {
      return partials.get(0);
    }
    List<Value> inputs = new ArrayList<>(partials);
    if (bias != null) {
      inputs.add(computes.constant(bias, plan.m(), plan.n()));
    }
    Tiles tiles = new Tiles(slices, plan.outputTiles(), tile, plan.n());
    if (plan.m() == 1) {
      return computes.compute(Tensors.f32(plan.m(), plan.n()), List.of(), inputs,
          (body, weights, arguments) -> List.of(tiles.reduce(body, computes.location(),
              arguments.subList(0, partials.size()),
              bias != null ? arguments.get(partials.size()) : null)));
    }
    return computes.batch(Math.toIntExact(plan.m()), Tensors.f32(plan.m(), plan.n()), List.of(),
        inputs, (body, lane, weights, arguments) -> {
          List<Value> rows = laneRows(body, computes, arguments, lane);
          return tiles.reduce(body, computes.location(), rows.subList(0, partials.size()),
              bias != null ? rows.get(partials.size()) : null);
        });
  }

  /**
   * {@return the fused product}: one batch per output tile, and a batch joining the tiles' rows
   * when there are several
   */
  private static Value fused(Computes computes, ContractionPlan plan,
      LongFunction<Value> matrix, LongUnaryOperator column, WeightBlocks weight, float[] bias) {
    List<Value> tiles = new ArrayList<>();
    for (long t = 0; t < plan.outputTiles(); t++) {
      tiles.add(fusedTile(computes, plan, matrix, column, weight, bias, t));
    }
    if (tiles.size() == 1) {
      return tiles.get(0);
    }
    return computes.batch(Math.toIntExact(plan.m()), Tensors.f32(plan.m(), plan.n()), List.of(),
        tiles, (body, lane, weights, arguments) -> SpatConcatOp.create(body,
            computes.location(), Tensors.f32(1, plan.n()),
            laneRows(body, computes, arguments, lane), IntegerAttr.of(IntegerType.I64, 1))
            .output());
  }

  /**
   * {@return output tile {@code t} of the product as one batch}: lane {@code r} multiplies row
   * {@code r} of every K slice by the tile's block of that slice and adds the products
   */
  private static Value fusedTile(Computes computes, ContractionPlan plan,
      LongFunction<Value> matrix, LongUnaryOperator column, WeightBlocks weight, float[] bias,
      long t) {
    long tile = plan.tile();
    int slices = Math.toIntExact(plan.reductionSlices());
    long firstColumn = t * tile;
    long columns = Math.min(plan.n(), firstColumn + tile) - firstColumn;
    List<Value> blocks = new ArrayList<>();
    List<Value> inputs = new ArrayList<>();
    int[] source = new int[slices];
    for (int s = 0; s < slices; s++) {
      blocks.add(computes.constant(weight.block(s, t)));
      Value value = matrix.apply(s);
      if (!inputs.contains(value)) {
        inputs.add(value);
      }
      source[s] = inputs.indexOf(value);
    }
    int matrices = inputs.size();
    if (bias != null) {
      inputs.add(computes.constant(columns(bias, plan.m(), plan.n(), firstColumn, columns),
          plan.m(), columns));
    }
    Tiles sum = new Tiles(slices, 1, tile, columns);
    return computes.batch(Math.toIntExact(plan.m()), Tensors.f32(plan.m(), columns), blocks,
        inputs, (body, lane, weights, arguments) -> {
          List<Value> products = new ArrayList<>();
          for (int s = 0; s < slices; s++) {
            Value row = laneRow(body, computes, arguments.get(source[s]), lane,
                column.applyAsLong(s), tile);
            products.add(SpatVMMOp.create(body, computes.location(), Tensors.f32(1, tile),
                weights.get(s), row).output());
          }
          return sum.reduce(body, computes.location(), products, bias == null ? null
              : laneRow(body, computes, arguments.get(matrices), lane, 0, columns));
        });
  }

  /** {@return columns {@code [first, first + count)} of the row-major {@code [m, n]} values} */
  private static float[] columns(float[] values, long m, long n, long first, long count) {
    float[] part = new float[Math.toIntExact(m * count)];
    for (int i = 0; i < part.length; i++) {
      part[i] = values[Math.toIntExact(i / count * n + first + i % count)];
    }
    return part;
  }

  /** {@return row {@code lane} of each of the 2-D {@code matrices}} */
  private static List<Value> laneRows(OpBuilder body, Computes computes, List<Value> matrices,
      Value lane) {
    List<Value> rows = new ArrayList<>();
    for (Value matrix : matrices) {
      long columns = ((ShapedType) matrix.type()).shape().get(1);
      rows.add(laneRow(body, computes, matrix, lane, 0, columns));
    }
    return rows;
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
   * How partial sums add up: {@code tiles} output tiles of {@code tile} columns, each the sum
   * of {@code slices} products, trimmed to {@code columns}.
   */
  private record Tiles(long slices, long tiles, long tile, long columns) {
    /**
     * {@return the sum over the slices of each tile of {@code partials} (tile-major, then
     * slice, of one or all rows), the tiles side by side, trimmed to {@link #columns}, plus
     * {@code bias} unless it is {@code null}}
     */
    Value reduce(OpBuilder body, Location location, List<Value> partials, Value bias) {
      long rows = ((ShapedType) partials.get(0).type()).shape().get(0);
      List<Value> sums = new ArrayList<>();
      for (int t = 0; t < tiles; t++) {
        Value sum = partials.get(Math.toIntExact(t * slices));
        for (int s = 1; s < slices; s++) {
          sum = SpatVAddOp.create(body, location, sum,
              partials.get(Math.toIntExact(t * slices + s))).output();
        }
        sums.add(sum);
      }
      Value result = sums.size() == 1 ? sums.get(0)
          : SpatConcatOp.create(body, location, Tensors.f32(rows, tiles * tile), sums,
              IntegerAttr.of(IntegerType.I64, 1)).output();
      if (tiles * tile != columns) {
        result = TensorExtractSliceOp.create(body, location, Tensors.f32(rows, columns), result,
            List.of(), List.of(), List.of(), DenseArrayAttr.ofI64(0, 0),
            DenseArrayAttr.ofI64(rows, columns), DenseArrayAttr.ofI64(1, 1)).result();
      }
      return bias == null ? result : SpatVAddOp.create(body, location, result, bias).output();
    }
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
