package raptor.dialect.spat.transforms.scheduling;

import java.util.List;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.spat.SpatYieldOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.trait.ConstantLike;

/**
 * Forwarding relays of the function inputs for pipelined schedules (spec §3.4, §3.5 step 4).
 * Every compute that reads a function input must be in stage 0; a relay is a graph compute
 * without weights that copies one input, and the computes with weights then read the relay's
 * result instead, so they may go to stage 1 and leave stage 0 to the cheap copies. The relay
 * itself reads the input, so it is in stage 0.
 */
public final class InputRelays {
  private InputRelays() {
  }

  /**
   * {@return whether every operand of the graph compute {@code op} that pins it to stage 0 is a
   * function input, so a relay can free it}
   */
  static boolean pinnedByInputsOnly(Operation op) {
    for (Value input : ComputeOperands.inputs(op)) {
      boolean compute = input instanceof OpResult result
          && ComputeOperands.isGraphCompute(result.owner());
      boolean constant = input.definingOp() != null
          && input.definingOp().hasTrait(ConstantLike.class);
      if (!compute && !constant && !(input instanceof BlockArgument)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Inserts one relay per function input of {@code block} that a graph compute with weights
   * reads, at the start of the block, and points those computes at it.
   *
   * @return the number of relays inserted
   */
  public static int insert(OpBuilder builder, Block block) {
    int count = 0;
    for (BlockArgument input : block.arguments()) {
      if (!readByRelayedCompute(input)) {
        continue;
      }
      builder.setInsertionPointToStart(block);
      SpatGraphComputeOp relay = SpatGraphComputeOp.create(builder, input.location(),
          List.of(input.type()), List.of(), List.of(input));
      Block body = new Block();
      relay.body().append(body);
      Value copy = body.addArgument(input.type(), input.location());
      builder.setInsertionPointToEnd(body);
      SpatYieldOp.create(builder, input.location(), List.of(copy));
      input.replaceUsesWithIf(relay.result(0), use -> relayed(use.owner()));
      count++;
    }
    return count;
  }

  private static boolean readByRelayedCompute(Value input) {
    for (OpOperand use : input.uses()) {
      if (relayed(use.owner())) {
        return true;
      }
    }
    return false;
  }

  /** {@return whether {@code op} is a graph compute with weights that a relay may free} */
  private static boolean relayed(Operation op) {
    return ComputeOperands.isGraphCompute(op) && !ComputeOperands.weights(op).isEmpty()
        && pinnedByInputsOnly(op);
  }
}
