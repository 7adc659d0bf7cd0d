package raptor.backend.pim.emit;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.backend.pim.artifact.WeightMatrix;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.memref.MemRefGlobalOp;
import raptor.dialect.pim.PimMVMOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.ShapedType;
import raptor.ir.text.AttrPrinter;

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
      Map<String, MemRefGlobalOp> globals,
      int crossbarSize,
      int crossbarCount)
      throws CodegenException {
    WeightSlots result = new WeightSlots(crossbarSize);
    Block body = core.region(0).firstBlock();
    for (int i = 0; i < weights.size(); i++) {
      Value argument = body.argument(firstArgument + i);
      boolean transposed = isTransposed(core, argument);
      float[][] matrix = matrix(core, weights.get(i), globals);
      List<WeightMatrix> tiles = CrossbarTiles.of(core, matrix, transposed, crossbarSize);
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

  private static float[][] matrix(Operation core, Value weight, Map<String, MemRefGlobalOp> globals)
      throws CodegenException {
    MemRefGlobalOp global =
        weight.definingOp() instanceof MemRefGetGlobalOp get ? globals.get(get.nameValue()) : null;
    if (global == null
        || !(global.initialValueAttr() instanceof DenseElementsAttr dense)
        || dense.elementType() != FloatType.F32) {
      throw new CodegenException(
          core,
          "requires a statically resolvable dense global weight view during Pim codegen; weight="
              + weight
              + " type="
              + AttrPrinter.toText(weight.type()));
    }
    List<Long> shape = ((ShapedType) global.typeAttr()).shape();
    if (shape.size() != 2 || shape.contains(0L)) {
      throw new CodegenException(
          core, "requires a rank-2 matrix weight view during Pim codegen; resolved shape=" + shape);
    }
    ByteBuffer raw = dense.rawBuffer();
    int rows = shape.get(0).intValue();
    int cols = shape.get(1).intValue();
    float[][] values = new float[rows][cols];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        values[r][c] = raw.getFloat(dense.isSplat() ? 0 : (r * cols + c) * Float.BYTES);
      }
    }
    return values;
  }
}
