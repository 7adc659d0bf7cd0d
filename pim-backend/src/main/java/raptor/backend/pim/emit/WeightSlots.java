package raptor.backend.pim.emit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.backend.pim.artifact.WeightMatrix;
import raptor.dialect.pim.PimMVMOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * The crossbar slots of one core: the weights of the core (its weight operands and weight block
 * arguments), in order, fill consecutive slots, which {@code mvmul} selects with {@code group}. A
 * weight of C crossbar columns takes ceil(C/S) slots on S x S crossbars, one per S-column tile
 * ({@link CrossbarTiles}).
 *
 * <p>Each weight must be a view of a dense f32 rank-2 global with at most S crossbar rows. A
 * crossbar row is an input element: a {@code pim.vmm} weight {@code [K, N]} is stored as it is, a
 * {@code pim.mvm} weight {@code [N, K]} transposed.
 */
final class WeightSlots {
  /**
   * The slots of one weight.
   *
   * @param first the slot of its first tile, the columns from 0
   * @param tiles the number of its tiles, in consecutive slots
   */
  record Placement(int first, int tiles) {}

  private final Map<Value, Placement> placements = new HashMap<>();
  private final List<WeightMatrix> matrices = new ArrayList<>();
  private final int crossbarSize;

  private WeightSlots(int crossbarSize) {
    this.crossbarSize = crossbarSize;
  }

  /**
   * {@return the slots of {@code core}, whose body's block arguments from {@code firstArgument}
   * on are its weights}
   *
   * @throws CodegenException for a weight that is not a static dense global or does not fit, or
   *     weights that need more than {@code crossbarCount} crossbars
   */
  static WeightSlots of(
      Operation core,
      List<Value> weights,
      int firstArgument,
      WeightTileCache cache,
      int crossbarCount)
      throws CodegenException {
    int crossbarSize = cache.crossbarSize();
    WeightSlots result = new WeightSlots(crossbarSize);
    Block body = core.region(0).firstBlock();
    for (int i = 0; i < weights.size(); i++) {
      Value argument = body.argument(firstArgument + i);
      boolean transposed = isTransposed(core, argument);
      List<WeightMatrix> tiles = cache.tiles(core, weights.get(i), transposed);
      result.placements.put(argument, new Placement(result.matrices.size(), tiles.size()));
      result.matrices.addAll(tiles);
    }
    if (result.matrices.size() > crossbarCount) {
      throw new CodegenException(
          core,
          "needs "
              + result.matrices.size()
              + " crossbars for its weights (one per "
              + crossbarSize
              + "-column tile), but the target has "
              + crossbarCount
              + " per core");
    }
    return result;
  }

  /** {@return the crossbar slots of {@code weight}, a weight block argument of the core} */
  Placement placement(Value weight) {
    return placements.get(weight);
  }

  /** {@return the rows and columns of a crossbar: the elements mvmul reads and writes} */
  int crossbarSize() {
    return crossbarSize;
  }

  /** {@return the weights of every slot, slot {@code g} at index {@code g}} */
  List<WeightMatrix> matrices() {
    return matrices;
  }

  private static boolean isTransposed(Operation core, Value argument) throws CodegenException {
    boolean vmm = false;
    boolean mvm = false;
    for (var use : argument.uses()) {
      vmm |= use.owner() instanceof PimVMMOp;
      mvm |= use.owner() instanceof PimMVMOp;
    }
    if (vmm && mvm) {
      throw new CodegenException(
          core, "uses one weight with both pim.vmm and pim.mvm; a crossbar holds one orientation");
    }
    return mvm;
  }
}
