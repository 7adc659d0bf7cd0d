package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.spat.SpatYieldOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.IrContext;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * Creates the Spatial ops of one lowering in front of the ONNX op being replaced: host
 * constants ({@code arith.constant}), graph computes and graph compute batches, whose bodies
 * are written by a callback with its own builder.
 */
final class Computes {
  /** Writes the body of a compute; {@return the values it yields} */
  @FunctionalInterface
  interface Body {
    List<Value> build(OpBuilder body, List<Value> weights, List<Value> inputs);
  }

  /** Writes the body of one batch lane; {@return the fragment the lane writes} */
  @FunctionalInterface
  interface LaneBody {
    Value build(OpBuilder body, Value lane, List<Value> weights, List<Value> inputs);
  }

  private final OpBuilder outer;
  private final IrContext context;
  private final Location location;

  private final long fusedSlices;

  /**
   * Creates the ops at {@code outer}'s insertion point, at {@code location}, fusing no
   * contraction.
   */
  Computes(OpBuilder outer, Location location) {
    this(outer, location, 0);
  }

  /**
   * Creates the ops at {@code outer}'s insertion point, at {@code location}, fusing the
   * contractions of at most {@code fusedSlices} K slices ({@link Contraction}).
   */
  Computes(OpBuilder outer, Location location, long fusedSlices) {
    this.outer = outer;
    this.context = outer.context();
    this.location = location;
    this.fusedSlices = fusedSlices;
  }

  /**
   * {@return the most K slices of a contraction fused into one batch per output tile; 0 or 1
   * when contractions are not fused}
   */
  long fusedSlices() {
    return fusedSlices;
  }

  /** {@return the builder of the ops created, for ops that are neither constants nor computes} */
  OpBuilder builder() {
    return outer;
  }

  /** {@return the location of the ops created} */
  Location location() {
    return location;
  }

  /** {@return a host constant of {@code values} with {@code shape}} */
  Value constant(float[] values, long... shape) {
    return constant(elements(values, shape));
  }

  /** {@return a host constant of {@code elements}} */
  Value constant(DenseElementsAttr elements) {
    return ArithConstantOp.create(outer, location, elements.type(), elements).result();
  }

  /** {@return the f32 elements {@code values} with {@code shape}} */
  static DenseElementsAttr elements(float[] values, long... shape) {
    return DenseElementsAttr.ofFloats(Tensors.f32(shape), values);
  }

  /** {@return a host constant of {@code shape} with every element {@code value}} */
  Value splat(float value, long... shape) {
    RankedTensorType type = Tensors.f32(shape);
    return ArithConstantOp.create(outer, location, type,
        DenseElementsAttr.ofDoubles(type, value)).result();
  }

  /** {@return the single result of a new graph compute of one result of {@code type}} */
  Value compute(Type type, List<Value> weights, List<Value> inputs, Body body) {
    return computeAll(List.of(type), weights, inputs, body).get(0);
  }

  /** {@return the results of a new graph compute of results of {@code types}} */
  List<Value> computeAll(List<Type> types, List<Value> weights, List<Value> inputs, Body body) {
    SpatGraphComputeOp op = SpatGraphComputeOp.create(outer, location, types, weights,
        inputs);
    Block block = new Block();
    op.body().append(block);
    List<Value> arguments = arguments(block, weights, inputs);
    OpBuilder inner = new OpBuilder(context);
    inner.setInsertionPointToEnd(block);
    List<Value> yielded = body.build(inner, arguments.subList(0, weights.size()),
        arguments.subList(weights.size(), arguments.size()));
    SpatYieldOp.create(inner, location, yielded);
    return List.copyOf(op.results());
  }

  /**
   * {@return the result of a new batch of {@code lanes} lanes, of {@code type}}: lane {@code i}
   * writes its fragment at row {@code i} (dimension 0) of the result.
   */
  Value batch(int lanes, RankedTensorType type, List<Value> weights, List<Value> inputs,
      LaneBody body) {
    SpatGraphComputeBatchOp op = SpatGraphComputeBatchOp.create(outer, location, List.of(type),
        weights, inputs, IntegerAttr.of(IntegerType.I32, lanes));
    Block block = new Block();
    op.body().append(block);
    Value lane = block.addArgument(IndexType.INSTANCE, location);
    List<Value> arguments = arguments(block, weights, inputs);
    Value output = block.addArgument(type, location);
    OpBuilder inner = new OpBuilder(context);
    inner.setInsertionPointToEnd(block);
    Value fragment = body.build(inner, lane, arguments.subList(0, weights.size()),
        arguments.subList(weights.size(), arguments.size()));
    SpatInParallelOp inParallel = SpatInParallelOp.create(inner, location);
    Block terminator = new Block();
    inParallel.region().append(terminator);
    inner.setInsertionPointToEnd(terminator);
    List<Long> shape = ((ShapedType) fragment.type()).shape();
    long[] offsets = new long[shape.size()];
    long[] strides = new long[shape.size()];
    offsets[0] = ShapedType.DYNAMIC;
    Arrays.fill(strides, 1);
    TensorParallelInsertSliceOp.create(inner, location, fragment, output, List.of(lane),
        List.of(), List.of(), DenseArrayAttr.ofI64(offsets),
        DenseArrayAttr.ofI64(shape.stream().mapToLong(Long::longValue).toArray()),
        DenseArrayAttr.ofI64(strides));
    return op.result(0);
  }

  /** {@return a compute that gathers {@code gather} from {@code sources} into {@code shape}} */
  Value gather(Gather gather, List<Value> sources, float fill, long... shape) {
    List<Value> inputs = new ArrayList<>(sources);
    if (gather.filled()) {
      inputs.add(splat(fill, gather.longestGap()));
    }
    return compute(Tensors.f32(shape), List.of(), inputs, (body, weights, arguments) -> {
      Value fillValue = gather.filled() ? arguments.get(arguments.size() - 1) : null;
      Value flat = gather.emitFlat(body, location, arguments.subList(0, sources.size()),
          fillValue);
      return List.of(Gather.reshape(body, location, flat, shape));
    });
  }

  private List<Value> arguments(Block block, List<Value> weights, List<Value> inputs) {
    List<Value> arguments = new ArrayList<>();
    for (Value value : weights) {
      arguments.add(block.addArgument(value.type(), location));
    }
    for (Value value : inputs) {
      arguments.add(block.addArgument(value.type(), location));
    }
    return arguments;
  }
}
