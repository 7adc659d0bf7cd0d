package raptor.backend.pim.emit;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import raptor.backend.pim.artifact.WeightMatrix;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.memref.MemRefGlobalOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.ShapedType;
import raptor.ir.text.AttrPrinter;

/**
 * The crossbar tiles ({@link CrossbarTiles}) of the weight globals of one program, made once per
 * global and orientation and shared by every core that holds the weight: the lanes of a batch and
 * cores naming the same global get the same {@link WeightMatrix} objects instead of a copy each.
 * Safe for use by several threads; two threads asking for a new weight at once may both make it,
 * and both get the first one stored.
 */
final class WeightTileCache {
  /** A weight global in one orientation. */
  private record Key(MemRefGlobalOp global, boolean transposed) {}

  private final Map<String, MemRefGlobalOp> globals;
  private final int crossbarSize;
  private final ConcurrentMap<Key, List<WeightMatrix>> tiles = new ConcurrentHashMap<>();

  /**
   * @param globals the module's globals by symbol; not changed while the cache is used
   * @param crossbarSize the rows and columns of a crossbar
   */
  WeightTileCache(Map<String, MemRefGlobalOp> globals, int crossbarSize) {
    this.globals = globals;
    this.crossbarSize = crossbarSize;
  }

  /** {@return the rows and columns of a crossbar} */
  int crossbarSize() {
    return crossbarSize;
  }

  /**
   * {@return the crossbar tiles of {@code weight}, an operand of {@code core}, stored as it is or,
   * if {@code transposed}, transposed}
   *
   * @throws CodegenException located at {@code core} for a weight that is not a view of a dense
   *     f32 rank-2 global or has more crossbar rows than a crossbar
   */
  List<WeightMatrix> tiles(Operation core, Value weight, boolean transposed)
      throws CodegenException {
    MemRefGlobalOp global =
        weight.definingOp() instanceof MemRefGetGlobalOp get ? globals.get(get.nameValue()) : null;
    if (global == null) {
      throw notDense(core, weight);
    }
    Key key = new Key(global, transposed);
    List<WeightMatrix> known = tiles.get(key);
    if (known != null) {
      return known;
    }
    List<WeightMatrix> made =
        List.copyOf(CrossbarTiles.of(core, matrix(core, weight, global), transposed, crossbarSize));
    List<WeightMatrix> stored = tiles.putIfAbsent(key, made);
    return stored == null ? made : stored;
  }

  private static CrossbarTiles.Storage matrix(
      Operation core, Value weight, MemRefGlobalOp global) throws CodegenException {
    if (!(global.initialValueAttr() instanceof DenseElementsAttr dense)
        || dense.elementType() != FloatType.F32) {
      throw notDense(core, weight);
    }
    List<Long> shape = ((ShapedType) global.typeAttr()).shape();
    if (shape.size() != 2 || shape.contains(0L)) {
      throw new CodegenException(
          core, "requires a rank-2 matrix weight view during Pim codegen; resolved shape=" + shape);
    }
    return new CrossbarTiles.Storage(
        dense.rawBuffer(), dense.isSplat(), shape.get(0).intValue(), shape.get(1).intValue());
  }

  private static CodegenException notDense(Operation core, Value weight) {
    return new CodegenException(
        core,
        "requires a statically resolvable dense global weight view during Pim codegen; weight="
            + weight
            + " type="
            + AttrPrinter.toText(weight.type()));
  }
}
