package raptor.backend.pim.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.backend.pim.artifact.WeightMatrix;

/** The crossbar images {@link CrossbarTiles} copies out of a global's f32 storage. */
class CrossbarTilesTest {
  /** A 2x3 global: element (r, c) is 10r + c + 1. */
  private static final CrossbarTiles.Storage TWO_BY_THREE = new CrossbarTiles.Storage(
      ByteBuffer.wrap(EmitHarness.bytes(1, 2, 3, 11, 12, 13)), false, 2, 3);

  @Test
  void columnsAreSplitIntoZeroPaddedTiles() throws CodegenException {
    List<WeightMatrix> tiles = CrossbarTiles.of(null, TWO_BY_THREE, false, 2);
    assertEquals(List.of(
        WeightMatrix.of(2, 2, 1, 2, 11, 12),
        WeightMatrix.of(2, 2, 3, 0, 13, 0)), tiles);
  }

  @Test
  void aTransposedWeightHasItsColumnsAsRows() throws CodegenException {
    List<WeightMatrix> tiles = CrossbarTiles.of(null, TWO_BY_THREE, true, 3);
    assertEquals(List.of(WeightMatrix.of(3, 3, 1, 11, 0, 2, 12, 0, 3, 13, 0)), tiles);
  }

  @Test
  void aSplatFillsEveryElementOfTheWeight() throws CodegenException {
    CrossbarTiles.Storage splat =
        new CrossbarTiles.Storage(ByteBuffer.wrap(EmitHarness.bytes(7)), true, 2, 3);
    assertEquals(List.of(WeightMatrix.of(4, 4, 7, 7, 7, 0, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
        CrossbarTiles.of(null, splat, false, 4));
    assertEquals(List.of(WeightMatrix.of(4, 4, 7, 7, 0, 0, 7, 7, 0, 0, 7, 7, 0, 0, 0, 0, 0, 0)),
        CrossbarTiles.of(null, splat, true, 4));
  }
}
