package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import raptor.dialect.func.FuncReturnOp;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.spat.SpatConcatOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;

/**
 * The return path (spec §4 step 9): each value the entry function returns that scheduled
 * computes or compute batches produce, directly or through a helper chain of
 * {@code spat.concat} and reshapes, becomes a host output buffer
 * ({@code bufferization.alloc_tensor}) that the producing cores write with {@code pim.memcp_dh}.
 * Element indices of each producer result are mapped through the chain to the returned tensor;
 * consecutive ones form one copied byte run.
 */
final class ReturnPaths {
  /** {@code bytes} bytes from {@code sourceOffset} of a result to {@code targetOffset}. */
  record Run(long targetOffset, long sourceOffset, long bytes) {
  }

  /** The runs a compute result writes into the output buffer {@code buffer}. */
  record Route(Value buffer, List<Run> runs) {
  }

  /** A producer result and the map of its element indices to the returned tensor's. */
  private record Leaf(OpResult result, LongUnaryOperator toReturned) {
  }

  private final Map<OpResult, List<Route>> routes = new HashMap<>();

  private ReturnPaths() {
  }

  /**
   * Replaces the computed operands of {@code ret} by output buffers, created before the first
   * producing compute, and erases the helper chains.
   *
   * @throws LoweringFailure at a helper of an unsupported chain
   */
  static ReturnPaths plan(FuncReturnOp ret, OpBuilder builder) throws LoweringFailure {
    ReturnPaths paths = new ReturnPaths();
    for (int i = 0; i < ret.numOperands(); i++) {
      Value returned = ret.operand(i);
      Operation def = returned.definingOp();
      if (!isProducer(def) && !isHelper(def)) {
        continue;
      }
      List<Leaf> leaves = new ArrayList<>();
      collect(returned, LongUnaryOperator.identity(), leaves);
      Operation first = leaves.get(0).result().owner();
      for (Leaf leaf : leaves) {
        if (leaf.result().owner().isBeforeInBlock(first)) {
          first = leaf.result().owner();
        }
      }
      builder.setInsertionPoint(first);
      Value buffer = PimValues.hostBuffer(builder, ret.location(), returned.type());
      ret.setOperand(i, buffer);
      for (Leaf leaf : leaves) {
        paths.routes.computeIfAbsent(leaf.result(), key -> new ArrayList<>())
            .add(new Route(buffer, runs(leaf)));
      }
      eraseChain(def);
    }
    return paths;
  }

  /** {@return the routes of {@code result} to output buffers, possibly none} */
  List<Route> routes(OpResult result) {
    return routes.getOrDefault(result, List.of());
  }

  private static boolean isProducer(Operation op) {
    return op instanceof SpatScheduledComputeOp || op instanceof SpatScheduledComputeBatchOp;
  }

  private static boolean isHelper(Operation op) {
    return op instanceof SpatConcatOp || op instanceof TensorCollapseShapeOp
        || op instanceof TensorExpandShapeOp;
  }

  private static void collect(Value value, LongUnaryOperator toReturned, List<Leaf> leaves)
      throws LoweringFailure {
    Operation def = value.definingOp();
    if (isProducer(def)) {
      staticShape(def, value.type());
      leaves.add(new Leaf((OpResult) value, toReturned));
      return;
    }
    if (!isHelper(def) || !value.hasOneUse()) {
      throw new LoweringFailure(def == null ? value.parentBlock().parentOp() : def,
          "has an unsupported concat-return helper chain during Spatial-to-Pim lowering");
    }
    staticShape(def, value.type());
    if (!(def instanceof SpatConcatOp concat)) {
      collect(def.operand(0), toReturned, leaves);
      return;
    }
    long[] outer = dims(concat.output().type());
    int axis = (int) concat.axis();
    long offset = 0;
    for (Value input : concat.inputs()) {
      long[] piece = dims(staticShape(concat, input.type()));
      long axisOffset = offset;
      collect(input, index -> toReturned.applyAsLong(
          place(index, piece, outer, axis, axisOffset)), leaves);
      offset += piece[axis];
    }
  }

  /** {@return the linear index in {@code outer} of element {@code index} of a piece} */
  private static long place(long index, long[] piece, long[] outer, int axis, long axisOffset) {
    long remaining = index;
    long[] coordinates = new long[piece.length];
    for (int d = piece.length - 1; d >= 0; d--) {
      coordinates[d] = remaining % piece[d];
      remaining /= piece[d];
    }
    coordinates[axis] += axisOffset;
    long linear = 0;
    for (int d = 0; d < outer.length; d++) {
      linear = linear * outer[d] + coordinates[d];
    }
    return linear;
  }

  private static List<Run> runs(Leaf leaf) {
    RankedTensorType type = (RankedTensorType) leaf.result().type();
    long element = StaticValues.elementBytes(type.elementType());
    List<Run> runs = new ArrayList<>();
    long start = 0;
    long target = leaf.toReturned().applyAsLong(0);
    long count = type.numElements();
    for (long e = 1; e <= count; e++) {
      if (e < count && leaf.toReturned().applyAsLong(e) == target + (e - start)) {
        continue;
      }
      runs.add(new Run(target * element, start * element, (e - start) * element));
      if (e < count) {
        start = e;
        target = leaf.toReturned().applyAsLong(e);
      }
    }
    return runs;
  }

  private static Type staticShape(Operation op, Type type) throws LoweringFailure {
    if (!(type instanceof RankedTensorType ranked) || !ranked.hasStaticShape()
        || StaticValues.byteSize(type) == StaticValues.UNKNOWN) {
      throw new LoweringFailure(op, "has an unsupported non-ranked concat-return helper yield "
          + "during Spatial-to-Pim lowering");
    }
    return type;
  }

  private static long[] dims(Type type) {
    List<Long> shape = ((RankedTensorType) type).shape();
    long[] dims = new long[shape.size()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = shape.get(i);
    }
    return dims;
  }

  /** Erases {@code op}, now unused, and the helpers that only fed it. */
  private static void eraseChain(Operation op) {
    if (!isHelper(op)) {
      return;
    }
    List<Operation> operands = new ArrayList<>();
    for (Value operand : op.operands()) {
      operands.add(operand.definingOp());
    }
    op.erase();
    for (Operation def : operands) {
      if (def != null && def.hasNoUses()) {
        eraseChain(def);
      }
    }
  }
}
