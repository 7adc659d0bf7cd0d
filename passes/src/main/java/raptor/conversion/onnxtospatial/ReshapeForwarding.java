package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.IrMapping;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Moves a compute that only reshapes its one input (collapses and expands, as the lowering of a
 * transpose plan between a row strip and NHWC makes) into the single computes that read it:
 * each reads the reshape's input instead and reshapes it in its own body. A consumer that reads
 * a few rows of the input (a Conv chunk's patches) then receives only those rows instead of the
 * whole reshaped tensor, which one core would otherwise assemble and send to every chunk. Batch
 * consumers keep reading the reshape compute, which goes once nothing reads it.
 */
final class ReshapeForwarding {
  private final OpBuilder builder;

  private ReshapeForwarding(OpBuilder builder) {
    this.builder = builder;
  }

  /** Forwards every reshape-only compute of {@code block} into its single-compute readers. */
  static void run(OpBuilder builder, Block block) {
    List<SpatGraphComputeOp> reshapes = new ArrayList<>();
    for (Operation op : block.ops()) {
      if (op instanceof SpatGraphComputeOp compute && isReshape(compute)) {
        reshapes.add(compute);
      }
    }
    ReshapeForwarding forwarding = new ReshapeForwarding(builder);
    for (SpatGraphComputeOp reshape : reshapes) {
      forwarding.forward(reshape);
    }
  }

  /** {@return whether {@code op} has one input, no weight, one result, and only reshapes} */
  private static boolean isReshape(SpatGraphComputeOp op) {
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

  private void forward(SpatGraphComputeOp reshape) {
    Value source = reshape.inputs().get(0);
    Block body = reshape.body().firstBlock();
    for (OpOperand use : snapshot(reshape.result(0))) {
      if (!(use.owner() instanceof SpatGraphComputeOp reader)) {
        continue;
      }
      BlockArgument argument = reader.body().firstBlock().argument(use.index());
      List<OpOperand> readers = snapshot(argument);
      builder.setInsertionPointToStart(reader.body().firstBlock());
      IrMapping mapping = new IrMapping();
      mapping.map(body.argument(0), argument);
      for (Operation child : body.ops()) {
        if (child != body.terminator()) {
          builder.clone(child, mapping);
        }
      }
      Value reshaped = mapping.lookup(body.terminator().operand(0));
      for (OpOperand read : readers) {
        read.set(reshaped);
      }
      argument.setType(source.type());
      reader.setOperand(use.index(), source);
    }
    if (reshape.result(0).hasNoUses()) {
      reshape.erase();
    }
  }

  /** {@return the uses of {@code value}, copied so that they can change} */
  private static List<OpOperand> snapshot(Value value) {
    List<OpOperand> uses = new ArrayList<>();
    value.uses().forEach(uses::add);
    return uses;
  }
}
