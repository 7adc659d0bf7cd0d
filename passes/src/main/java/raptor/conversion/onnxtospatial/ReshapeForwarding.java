package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.IrMapping;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * Moves reshapes (collapses and expands, which keep the row-major element order) from the end of
 * a compute into the single computes that read its result, when they turn several rows into one
 * (a {@code [1, H, W, C]} tensor made from {@code [H·W, C]} rows) and a reader takes static
 * slices of it, so that the result keeps its rows. A reader that takes a
 * few rows through static slices (a Conv chunk's patches) then receives only those rows, where a
 * leading dimension of 1 would have made it receive the whole tensor. A compute left with nothing but
 * its input goes, its readers reading that input. A result that a batch reads keeps its shape;
 * a reshape-only compute behind it still moves into its single-compute readers.
 */
final class ReshapeForwarding {
  private final OpBuilder builder;

  private ReshapeForwarding(OpBuilder builder) {
    this.builder = builder;
  }

  /** Forwards the trailing reshapes of every compute of {@code block} into its readers. */
  static void run(OpBuilder builder, Block block) {
    List<SpatGraphComputeOp> computes = new ArrayList<>();
    for (Operation op : block.ops()) {
      if (op instanceof SpatGraphComputeOp compute) {
        computes.add(compute);
      }
    }
    ReshapeForwarding forwarding = new ReshapeForwarding(builder);
    for (SpatGraphComputeOp compute : computes) {
      forwarding.forward(compute);
    }
  }

  private void forward(SpatGraphComputeOp op) {
    Block body = op.body().firstBlock();
    for (OpResult result : op.results()) {
      List<Operation> chain = trailingReshapes(body.terminator().operand(result.index()));
      if (!chain.isEmpty() && splitsRows(result.type(), chain.get(0).operand(0).type())
          && slicedBySingleComputes(result)) {
        for (OpOperand use : snapshot(result)) {
          prepend(chain, (SpatGraphComputeOp) use.owner(), use.index());
        }
        Value shaped = chain.get(0).operand(0);
        body.terminator().setOperand(result.index(), shaped);
        result.setType(shaped.type());
        for (int i = chain.size() - 1; i >= 0; i--) {
          if (chain.get(i).result(0).hasNoUses()) {
            chain.get(i).erase();
          }
        }
      }
    }
    if (isReshapeOnly(op)) {
      List<Operation> chain = trailingReshapes(body.terminator().operand(0));
      if (!chain.isEmpty() && chain.get(0).operand(0) != body.argument(0)) {
        return;
      }
      for (OpOperand use : snapshot(op.result(0))) {
        if (use.owner() instanceof SpatGraphComputeOp reader) {
          prepend(chain, reader, use.index());
          use.set(op.inputs().get(0));
        }
      }
      if (op.result(0).hasNoUses()) {
        op.erase();
      }
    }
  }

  /**
   * {@return the reshapes that end at {@code value}, first to last: a chain of collapses and
   * expands, each read only by the next}
   */
  private static List<Operation> trailingReshapes(Value value) {
    List<Operation> chain = new ArrayList<>();
    Operation producer = value.definingOp();
    while ((producer instanceof TensorCollapseShapeOp || producer instanceof TensorExpandShapeOp)
        && (chain.isEmpty() || producer.result(0).hasOneUse())) {
      chain.add(0, producer);
      producer = producer.operand(0).definingOp();
    }
    return chain;
  }

  /**
   * {@return whether a result of type {@code reshaped} has one row (a leading 1) where its value
   * before the reshapes, of type {@code shaped}, has several}
   */
  private static boolean splitsRows(Type reshaped, Type shaped) {
    return reshaped instanceof ShapedType after && after.hasStaticShape() && after.rank() > 0
        && after.shape().get(0) == 1 && shaped instanceof ShapedType before
        && before.hasStaticShape() && before.rank() > 0 && before.shape().get(0) > 1;
  }

  /**
   * {@return whether every reader of {@code result} is a single compute, and one of them takes a
   * static slice of it (so that it may need only some of its rows)}
   */
  private static boolean slicedBySingleComputes(OpResult result) {
    boolean sliced = false;
    for (OpOperand use : result.uses()) {
      if (!(use.owner() instanceof SpatGraphComputeOp reader)) {
        return false;
      }
      for (OpOperand read : reader.body().firstBlock().argument(use.index()).uses()) {
        sliced |= read.owner() instanceof TensorExtractSliceOp slice && slice.offsets().isEmpty()
            && slice.sizes().isEmpty();
      }
    }
    return sliced;
  }

  /** {@return whether {@code op} has no weight, one input and one result, and only reshapes} */
  private static boolean isReshapeOnly(SpatGraphComputeOp op) {
    if (!op.weights().isEmpty() || op.inputs().size() != 1 || op.numResults() != 1) {
      return false;
    }
    Block body = op.body().firstBlock();
    for (Operation child : body.ops()) {
      if (child != body.terminator() && !(child instanceof TensorCollapseShapeOp)
          && !(child instanceof TensorExpandShapeOp)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Makes operand {@code index} of {@code reader} go through a copy of {@code chain} at the start
   * of its body: its argument takes the type of the chain's input and its readers the chain's
   * output.
   */
  private void prepend(List<Operation> chain, SpatGraphComputeOp reader, int index) {
    if (chain.isEmpty()) {
      return;
    }
    BlockArgument argument = reader.body().firstBlock().argument(index);
    List<OpOperand> readers = snapshot(argument);
    builder.setInsertionPointToStart(reader.body().firstBlock());
    IrMapping mapping = new IrMapping();
    mapping.map(chain.get(0).operand(0), argument);
    for (Operation reshape : chain) {
      builder.clone(reshape, mapping);
    }
    Value reshaped = mapping.lookup(chain.get(chain.size() - 1).result(0));
    for (OpOperand read : readers) {
      read.set(reshaped);
    }
    argument.setType(chain.get(0).operand(0).type());
  }

  /** {@return the uses of {@code value}, copied so that they can change} */
  private static List<OpOperand> snapshot(Value value) {
    List<OpOperand> uses = new ArrayList<>();
    value.uses().forEach(uses::add);
    return uses;
  }
}
