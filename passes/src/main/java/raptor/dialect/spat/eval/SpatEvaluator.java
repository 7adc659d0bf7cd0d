package raptor.dialect.spat.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.dialect.spat.SpatChannelReceiveOp;
import raptor.dialect.spat.SpatChannelSendOp;
import raptor.dialect.spat.PatchWindow;
import raptor.dialect.spat.SpatConcatOp;
import raptor.dialect.spat.SpatIm2colOp;
import raptor.dialect.spat.SpatExtractRowsOp;
import raptor.dialect.spat.SpatGraphComputeBatchOp;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.spat.SpatHostStoreSyncOp;
import raptor.dialect.spat.SpatHostWaitLoadOp;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.spat.SpatReluOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.dialect.spat.SpatSigmoidOp;
import raptor.dialect.spat.SpatSoftmaxOp;
import raptor.dialect.spat.SpatSyncOp;
import raptor.dialect.spat.SpatTransposeOp;
import raptor.dialect.spat.SpatTanhOp;
import raptor.dialect.spat.SpatVAddOp;
import raptor.dialect.spat.SpatVMMOp;
import raptor.dialect.spat.SpatVMaxOp;
import raptor.dialect.spat.SpatVMulOp;
import raptor.dialect.spat.SpatWaitOp;
import raptor.dialect.spat.SpatYieldOp;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.dialect.tensor.TensorParallelInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.trait.ConstantLike;
import raptor.pim.StaticIndexEvaluator;

/**
 * Runs a Spatial function on float tensors, op by op in program order: compute containers run
 * their body (a batch once per lane, each lane's {@code spat.in_parallel} inserting its
 * fragments into the zero-initialized results), channels and host transfers pass tensors through
 * {@link Transfers}, sync and wait have no functional effect, {@code tensor.extract_slice} and
 * {@code tensor.insert_slice} cut and paste slices, {@code tensor.collapse_shape} and
 * {@code tensor.expand_shape} give the same row-major values a new shape, {@code scf.for} runs
 * its body once per iteration, carrying tensors, and {@code tensor.empty} is zeros (its contents
 * are undefined; a program that reads them has no single reference result). Constants are
 * {@code index} integers and dense float tensors; {@code arith} integer ops compute indices.
 *
 * <p>Not thread-safe; use one evaluator per run.
 */
public final class SpatEvaluator {
  /** The most iterations the evaluator runs of one {@code scf.for}. */
  public static final long MAX_LOOP_ITERATIONS = 1 << 20;

  private final Map<Value, Object> values = new HashMap<>();
  private final Transfers transfers = new Transfers();
  private final StaticIndexEvaluator indices = new StaticIndexEvaluator();

  /**
   * {@return the results of {@code func} applied to {@code arguments}}
   *
   * @throws EvaluationException at the first op the evaluator cannot run
   */
  public static List<FloatTensor> run(FuncFuncOp func, List<FloatTensor> arguments)
      throws EvaluationException {
    Block entry = func.body().firstBlock();
    if (entry.numArguments() != arguments.size()) {
      throw new EvaluationException(func, "expects " + entry.numArguments() + " arguments, got "
          + arguments.size());
    }
    SpatEvaluator evaluator = new SpatEvaluator();
    for (int i = 0; i < arguments.size(); i++) {
      evaluator.values.put(entry.argument(i), arguments.get(i));
    }
    return evaluator.runBlock(entry);
  }

  /** Runs the ops of {@code block}; {@return the tensors its terminator returns or yields} */
  private List<FloatTensor> runBlock(Block block) throws EvaluationException {
    for (Operation op : block.ops()) {
      if (op instanceof FuncReturnOp || op instanceof SpatYieldOp || op instanceof ScfYieldOp) {
        return tensors(op, op.operands());
      }
      if (op instanceof SpatInParallelOp) {
        return List.of();
      }
      evaluate(op);
    }
    return List.of();
  }

  private void evaluate(Operation op) throws EvaluationException {
    if (op.hasTrait(ConstantLike.class)) {
      values.put(op.result(0), constant(op));
    } else if (isIndexArithmetic(op)) {
      values.put(op.result(0), present(op, indices.evaluate(op.result(0)),
          "has an operand that is not a constant, a lane or index arithmetic over them"));
    } else if (op instanceof SpatGraphComputeOp || op instanceof SpatScheduledComputeOp) {
      bindResults(op, runBody(op, null));
    } else if (op instanceof SpatGraphComputeBatchOp || op instanceof SpatScheduledComputeBatchOp) {
      runLanes(op);
    } else if (op instanceof ScfForOp loop) {
      bindResults(op, runLoop(loop));
    } else if (op instanceof SpatExtractRowsOp rows) {
      FloatTensor input = tensor(op, rows.input());
      for (int i = 0; i < rows.outputs().size(); i++) {
        values.put(rows.outputs().get(i), Kernels.row(input, i));
      }
    } else if (!evaluateCommunication(op) && !evaluateLayout(op)) {
      values.put(op.result(0), compute(op));
    }
  }

  // ---- Compute containers ----

  /** Binds the body arguments (lane first, when given) to the operands and runs the body. */
  private List<FloatTensor> runBody(Operation compute, Long lane) throws EvaluationException {
    Block body = compute.region(0).firstBlock();
    int leading = lane == null ? 0 : 1;
    if (lane != null) {
      values.put(body.argument(0), lane);
      indices.bind(body.argument(0), lane);
    }
    for (int i = 0; i < compute.numOperands(); i++) {
      values.put(body.argument(leading + i), tensor(compute, compute.operand(i)));
    }
    return runBlock(body);
  }

  /** Runs the body of {@code loop} once per iteration; {@return the values it carries out} */
  private List<FloatTensor> runLoop(ScfForOp loop) throws EvaluationException {
    Block body = loop.region().firstBlock();
    List<FloatTensor> carried = tensors(loop, loop.initArgs());
    long step = index(loop, loop.step());
    if (step <= 0) {
      throw new EvaluationException(loop, "expects a positive step");
    }
    long lower = index(loop, loop.lowerBound());
    long upper = index(loop, loop.upperBound());
    if (upper > lower && (upper - lower - 1) / step >= MAX_LOOP_ITERATIONS) {
      throw new EvaluationException(loop, "runs more than " + MAX_LOOP_ITERATIONS
          + " iterations, more than the evaluator runs");
    }
    for (long i = lower; i < upper; i += step) {
      values.put(body.argument(0), i);
      indices.bind(body.argument(0), i);
      for (int v = 0; v < carried.size(); v++) {
        values.put(body.argument(v + 1), carried.get(v));
      }
      carried = runBlock(body);
    }
    return carried;
  }

  /**
   * Runs every lane; the results start as zeros and each lane's {@code spat.in_parallel} inserts
   * its fragments.
   */
  private void runLanes(Operation batch) throws EvaluationException {
    Block body = batch.region(0).firstBlock();
    if (batch.numResults() > 0 && !(body.terminator() instanceof SpatInParallelOp)) {
      throw new EvaluationException(batch, "evaluates the results of a batch only through "
          + "spat.in_parallel");
    }
    FloatTensor[] stacked = new FloatTensor[batch.numResults()];
    for (int i = 0; i < stacked.length; i++) {
      stacked[i] = FloatTensor.zeros(staticShape(batch, (ShapedType) batch.result(i).type()));
    }
    long lanes = ((IntegerAttr) batch.inherentAttr("laneCount")).longValue();
    for (long lane = 0; lane < lanes; lane++) {
      runBody(batch, lane);
      if (body.terminator() instanceof SpatInParallelOp inParallel) {
        insertFragments(inParallel, body.numArguments() - stacked.length, stacked);
      }
    }
    bindResults(batch, Arrays.asList(stacked));
  }

  /**
   * Inserts the fragments of one lane into {@code stacked}, the results whose output arguments
   * start at body argument {@code firstOutput}.
   */
  private void insertFragments(SpatInParallelOp inParallel, int firstOutput,
      FloatTensor[] stacked) throws EvaluationException {
    for (Operation op : inParallel.region().firstBlock().ops()) {
      if (!(op instanceof TensorParallelInsertSliceOp insert)) {
        throw new EvaluationException(op, "the evaluator does not support '" + op.name() + "'");
      }
      int result = ((BlockArgument) insert.dest()).index() - firstOutput;
      Slice slice = slice(op, stacked[result], insert.staticOffsets(), insert.offsets(),
          insert.staticSizes(), insert.sizes(), insert.staticStrides(), insert.strides());
      stacked[result] = Kernels.insertSlice(stacked[result], tensor(op, insert.source()), slice);
    }
  }

  // ---- Slices and reshapes ----

  /** {@return whether {@code op} was a slice or reshape op, now evaluated} */
  private boolean evaluateLayout(Operation op) throws EvaluationException {
    if (op instanceof TensorEmptyOp empty) {
      values.put(empty.result(), FloatTensor.zeros(staticShape(op,
          (ShapedType) empty.result().type())));
    } else if (op instanceof TensorCollapseShapeOp || op instanceof TensorExpandShapeOp) {
      values.put(op.result(0), FloatTensor.of(staticShape(op, (ShapedType) op.result(0).type()),
          tensor(op, op.operand(0)).values()));
    } else if (op instanceof TensorExtractSliceOp extract) {
      FloatTensor source = tensor(op, extract.source());
      Slice slice = slice(op, source, extract.staticOffsets(), extract.offsets(),
          extract.staticSizes(), extract.sizes(), extract.staticStrides(), extract.strides());
      values.put(extract.result(), Kernels.extractSlice(source,
          staticShape(op, (ShapedType) extract.result().type()), slice));
    } else if (op instanceof TensorInsertSliceOp insert) {
      FloatTensor dest = tensor(op, insert.dest());
      Slice slice = slice(op, dest, insert.staticOffsets(), insert.offsets(),
          insert.staticSizes(), insert.sizes(), insert.staticStrides(), insert.strides());
      values.put(insert.result(), Kernels.insertSlice(dest, tensor(op, insert.source()), slice));
    } else {
      return false;
    }
    return true;
  }

  /**
   * {@return the slice of {@code whole} that {@code op} reads or writes, from its static/dynamic
   * offsets, sizes and strides}
   *
   * @throws EvaluationException when the slice does not lie inside {@code whole}
   */
  private Slice slice(Operation op, FloatTensor whole, long[] staticOffsets, List<Value> offsets,
      long[] staticSizes, List<Value> sizes, long[] staticStrides, List<Value> strides)
      throws EvaluationException {
    Slice slice = new Slice(mixed(op, staticOffsets, offsets), mixed(op, staticSizes, sizes),
        mixed(op, staticStrides, strides));
    if (!slice.fits(whole.shape())) {
      throw new EvaluationException(op, op instanceof TensorExtractSliceOp
          ? "extracts a slice outside its source" : "inserts a slice outside its destination");
    }
    return slice;
  }

  /** {@return a static/dynamic index list with its {@link ShapedType#DYNAMIC} entries resolved} */
  private long[] mixed(Operation op, long[] integers, List<Value> dynamic)
      throws EvaluationException {
    long[] resolved = integers.clone();
    int next = 0;
    for (int i = 0; i < resolved.length; i++) {
      if (resolved[i] == ShapedType.DYNAMIC) {
        resolved[i] = index(op, dynamic.get(next++));
      }
    }
    return resolved;
  }

  private void bindResults(Operation op, List<FloatTensor> results) {
    for (int i = 0; i < results.size(); i++) {
      values.put(op.result(i), results.get(i));
    }
  }

  // ---- Communication ----

  /** {@return whether {@code op} was a communication op, now evaluated} */
  private boolean evaluateCommunication(Operation op) throws EvaluationException {
    if (op instanceof SpatSyncOp || op instanceof SpatWaitOp) {
      return true;
    }
    if (op instanceof SpatChannelSendOp send) {
      transfers.send(index(op, send.sourceCoreId()), index(op, send.targetCoreId()),
          tensor(op, send.input()));
    } else if (op instanceof SpatChannelReceiveOp receive) {
      values.put(receive.output(), present(op, transfers.receive(
          index(op, receive.sourceCoreId()), index(op, receive.targetCoreId())),
          "receives from a channel nothing was sent on"));
    } else if (op instanceof SpatHostStoreSyncOp store) {
      transfers.store(index(op, store.hostOffset()), tensor(op, store.input()));
    } else if (op instanceof SpatHostWaitLoadOp load) {
      values.put(load.output(), present(op, transfers.load(index(op, load.hostOffset())),
          "loads a host offset nothing was stored at"));
    } else {
      return false;
    }
    return true;
  }

  private static <T> T present(Operation op, T value, String problem)
      throws EvaluationException {
    if (value == null) {
      throw new EvaluationException(op, problem);
    }
    return value;
  }

  // ---- Vector ops ----

  private FloatTensor compute(Operation op) throws EvaluationException {
    if (op instanceof SpatVMMOp vmm) {
      return Kernels.vmm(tensor(op, vmm.weight()), tensor(op, vmm.input()));
    }
    if (op instanceof SpatVAddOp add) {
      return Kernels.zip(tensor(op, add.lhs()), tensor(op, add.rhs()), Double::sum);
    }
    if (op instanceof SpatVMulOp mul) {
      return Kernels.zip(tensor(op, mul.lhs()), tensor(op, mul.rhs()), (a, b) -> a * b);
    }
    if (op instanceof SpatVMaxOp max) {
      return Kernels.zip(tensor(op, max.lhs()), tensor(op, max.rhs()), Math::max);
    }
    if (op instanceof SpatReluOp relu) {
      return Kernels.map(tensor(op, relu.input()), x -> Math.max(x, 0));
    }
    if (op instanceof SpatSigmoidOp sigmoid) {
      return Kernels.map(tensor(op, sigmoid.input()), Kernels::sigmoid);
    }
    if (op instanceof SpatTanhOp tanh) {
      return Kernels.map(tensor(op, tanh.input()), Math::tanh);
    }
    if (op instanceof SpatSoftmaxOp softmax) {
      return Kernels.softmax(tensor(op, softmax.input()));
    }
    if (op instanceof SpatTransposeOp transpose) {
      return Kernels.transpose(tensor(op, transpose.input()));
    }
    if (op instanceof SpatConcatOp concat) {
      return Kernels.concat(tensors(op, concat.inputs()), (int) concat.axis());
    }
    if (op instanceof SpatIm2colOp im2col) {
      return Kernels.im2col(tensor(op, im2col.input()), tensor(op, im2col.fill()),
          PatchWindow.of(im2col));
    }
    throw new EvaluationException(op, "the evaluator does not support '" + op.name() + "'");
  }

  // ---- Values ----

  private Object constant(Operation op) throws EvaluationException {
    Attribute value = op.inherentAttr("value");
    if (value instanceof IntegerAttr integer) {
      return integer.longValue();
    }
    if (value instanceof DenseElementsAttr dense && dense.elementType() instanceof FloatType f) {
      float[] data = new float[(int) dense.numElements()];
      for (int i = 0; i < data.length; i++) {
        data[i] = (float) new FloatAttr(f, dense.partBits(i, 0)).doubleValue();
      }
      return FloatTensor.of(staticShape(op, dense.type()), data);
    }
    throw new EvaluationException(op, "the evaluator supports index integers and dense float "
        + "tensors as constants");
  }

  /** {@return whether {@code op} computes an index or integer with {@code arith}} */
  private static boolean isIndexArithmetic(Operation op) {
    if (!op.info().dialectName().equals("arith") || op.numResults() != 1) {
      return false;
    }
    Type type = op.result(0).type();
    return type instanceof IndexType || type instanceof IntegerType;
  }

  private static int[] staticShape(Operation op, ShapedType type) throws EvaluationException {
    int[] shape = new int[type.rank()];
    for (int d = 0; d < shape.length; d++) {
      long dim = type.shape().get(d);
      if (dim == ShapedType.DYNAMIC || dim > Integer.MAX_VALUE) {
        throw new EvaluationException(op, "expects statically shaped tensors");
      }
      shape[d] = (int) dim;
    }
    return shape;
  }

  private FloatTensor tensor(Operation op, Value value) throws EvaluationException {
    if (values.get(value) instanceof FloatTensor tensor) {
      return tensor;
    }
    throw new EvaluationException(op, "expects a float tensor operand");
  }

  private List<FloatTensor> tensors(Operation op, List<? extends Value> operands)
      throws EvaluationException {
    List<FloatTensor> result = new ArrayList<>(operands.size());
    for (Value operand : operands) {
      result.add(tensor(op, operand));
    }
    return result;
  }

  private long index(Operation op, Value value) throws EvaluationException {
    if (values.get(value) instanceof Long index) {
      return index;
    }
    throw new EvaluationException(op, "expects a constant index operand");
  }
}
