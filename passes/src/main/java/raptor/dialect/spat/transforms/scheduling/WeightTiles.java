package raptor.dialect.spat.transforms.scheduling;

import java.util.HashSet;
import java.util.Set;
import raptor.dialect.spat.SpatVMMOp;
import raptor.ir.BlockArgument;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;

/**
 * The crossbar tiles of the weights a graph node keeps resident (spec §1.1): every weight that a
 * {@code spat.vmm} of the body multiplies by is cut into {@code size x size} tiles, identified by
 * the weight's function-level value, so two nodes sharing a weight on one core count its tiles
 * once.
 */
public final class WeightTiles {
  private WeightTiles() {
  }

  /** {@return the tiles of {@code instance} on crossbars of {@code size x size}} */
  public static Set<ResidentWeight> of(ComputeInstance instance, int size) {
    Operation op = instance.op();
    Set<ResidentWeight> tiles = new HashSet<>();
    int weights = ComputeOperands.weights(op).size();
    for (int i = 0; i < weights; i++) {
      BlockArgument argument = op.region(0).firstBlock()
          .argument(instance.firstOperandArgument() + i);
      if (usedAsMatrix(argument)) {
        addTiles(tiles, op.operand(i), (ShapedType) argument.type(), size);
      }
    }
    return tiles;
  }

  /** {@return the tiles of a {@code rows x columns} weight on crossbars of {@code size}} */
  public static long count(ShapedType weight, int size) {
    long rows = weight.shape().get(0);
    long columns = weight.rank() > 1 ? weight.shape().get(1) : 1;
    return ((rows + size - 1) / size) * ((columns + size - 1) / size);
  }

  private static boolean usedAsMatrix(Value argument) {
    for (OpOperand use : argument.uses()) {
      if (use.owner() instanceof SpatVMMOp vmm && vmm.weight() == argument) {
        return true;
      }
    }
    return false;
  }

  private static void addTiles(Set<ResidentWeight> tiles, Value weight, ShapedType type,
      int size) {
    long rows = (type.shape().get(0) + size - 1) / size;
    long columns = type.rank() > 1 ? (type.shape().get(1) + size - 1) / size : 1;
    for (long r = 0; r < rows; r++) {
      for (long c = 0; c < columns; c++) {
        tiles.add(new ResidentWeight(weight, r, c));
      }
    }
  }
}
