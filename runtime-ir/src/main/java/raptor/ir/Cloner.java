package raptor.ir;

import java.util.ArrayList;
import java.util.List;

/** Deep copies of operations and regions; operands are remapped through an {@link IrMapping}. */
final class Cloner {
  private Cloner() {
  }

  static Operation clone(Operation op, IrMapping mapping) {
    Operation copy = cloneTree(op, mapping);
    remapForwardUses(copy, mapping);
    return copy;
  }

  /**
   * Fixes operands that referred to values defined later in the original (graph regions, or
   * blocks listed before their dominator), which were not yet mapped when first copied.
   */
  private static void remapForwardUses(Operation copy, IrMapping mapping) {
    copy.walk(nested -> {
      for (int i = 0; i < nested.numOperands(); i++) {
        Value mapped = mapping.lookup(nested.operand(i));
        if (mapped != null) {
          nested.setOperand(i, mapped);
        }
      }
    });
  }

  private static Operation cloneTree(Operation op, IrMapping mapping) {
    OperationState state = new OperationState(op.info(), op.location());
    for (int i = 0; i < op.numOperands(); i++) {
      state.operands.add(mapping.lookupOrSelf(op.operand(i)));
    }
    state.resultTypes.addAll(op.resultTypes());
    state.properties = op.properties();
    state.attributes = op.attributes();
    for (int i = 0; i < op.numSuccessors(); i++) {
      state.successors.add(mapping.lookupOrSelf(op.successor(i)));
    }
    state.addRegions(op.numRegions());
    Operation copy = Operation.create(state);
    for (int i = 0; i < op.numResults(); i++) {
      mapping.map(op.result(i), copy.result(i));
    }
    mapping.map(op, copy);
    for (int i = 0; i < op.numRegions(); i++) {
      copyBlocks(op.region(i), copy.region(i), mapping);
    }
    return copy;
  }

  /**
   * Copies the blocks first (so that forward branches and uses can be remapped), then the ops.
   */
  static void cloneRegionInto(Region source, Region dest, IrMapping mapping) {
    Block firstNew = dest.lastBlock();
    copyBlocks(source, dest, mapping);
    Block block = firstNew == null ? dest.firstBlock() : firstNew.nextBlock();
    for (; block != null; block = block.nextBlock()) {
      for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
        remapForwardUses(op, mapping);
      }
    }
  }

  private static void copyBlocks(Region source, Region dest, IrMapping mapping) {
    List<Block> copies = new ArrayList<>();
    for (Block block = source.firstBlock(); block != null; block = block.nextBlock()) {
      Block copy = new Block();
      for (BlockArgument arg : block.arguments()) {
        mapping.map(arg, copy.addArgument(arg.type(), arg.location()));
      }
      mapping.map(block, copy);
      copies.add(copy);
    }
    int index = 0;
    for (Block block = source.firstBlock(); block != null; block = block.nextBlock()) {
      Block copy = copies.get(index++);
      for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
        copy.append(cloneTree(op, mapping));
      }
      dest.append(copy);
    }
  }
}
