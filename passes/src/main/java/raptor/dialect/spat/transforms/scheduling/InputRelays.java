package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.dialect.spat.SpatGraphComputeOp;
import raptor.dialect.spat.SpatYieldOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.trait.ConstantLike;

/**
 * Forwarding relays of the function inputs for pipelined schedules (spec §3.4, §3.5 step 4,
 * §7 question 17). Every compute that reads a function input must be in stage 0; a relay is a
 * graph compute without weights that copies one input, and a chain of relays, one per stage,
 * forwards the input stage by stage. A compute that the stage partition put in stage s > 0 then
 * reads the relay of stage s - 1 instead of the input, so a consumer of an input may sit in any
 * stage, for example a late residual addition of the network's input.
 */
public final class InputRelays {
  private InputRelays() {
  }

  /**
   * {@return whether every operand of the graph compute {@code op} that pins it to stage 0 is a
   * function input, so relays can free it}
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
   * For every function input of {@code block} that a graph compute of a stage s > 0 in {@code
   * stages} reads, inserts a chain of relays at the start of the block, the k-th one in stage k
   * up to the last stage such a reader needs, points each reader at the relay of the stage before
   * its own, and records each relay's stage in {@code stages}.
   *
   * @return the number of relays inserted
   */
  public static int insert(OpBuilder builder, Block block, Map<Operation, Integer> stages) {
    int count = 0;
    for (BlockArgument input : block.arguments()) {
      Set<Operation> late = new LinkedHashSet<>();
      int depth = 0;
      for (OpOperand use : input.uses()) {
        int stage = stages.getOrDefault(use.owner(), 0);
        if (stage > 0 && ComputeOperands.isGraphCompute(use.owner())) {
          late.add(use.owner());
          depth = Math.max(depth, stage);
        }
      }
      List<Value> chain = new ArrayList<>();
      builder.setInsertionPointToStart(block);
      Value source = input;
      for (int stage = 0; stage < depth; stage++) {
        SpatGraphComputeOp relay = relay(builder, source, input.location());
        stages.put(relay, stage);
        builder.setInsertionPointAfter(relay);
        source = relay.result(0);
        chain.add(source);
      }
      for (Operation reader : late) {
        Value relayed = chain.get(stages.get(reader) - 1);
        input.replaceUsesWithIf(relayed, use -> use.owner() == reader);
      }
      count += depth;
    }
    return count;
  }

  /** {@return a new graph compute at the builder's point that yields {@code source}} */
  private static SpatGraphComputeOp relay(OpBuilder builder, Value source, Location location) {
    SpatGraphComputeOp relay = SpatGraphComputeOp.create(builder, location,
        List.of(source.type()), List.of(), List.of(source));
    Block body = new Block();
    relay.body().append(body);
    Value copy = body.addArgument(source.type(), location);
    OpBuilder inside = new OpBuilder(builder.context());
    inside.setInsertionPointToEnd(body);
    SpatYieldOp.create(inside, location, List.of(copy));
    return relay;
  }
}
