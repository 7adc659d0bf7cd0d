package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * The scheduler's map keys write out equals and hashCode; their hashes must stay those of the
 * generated methods (checked against records of the same components), so that hash-ordered
 * tables, and the schedules built by iterating them, stay as they were.
 */
class RecordKeysTest {
  private record GeneratedWeight(Object weight, long tileRow, long tileColumn) {}

  private record GeneratedRange(long first, long count) {}

  private record GeneratedPiece(int node, int result, int lane, int laneCount, Object insert,
      int ordinal) {}

  @Test
  void residentWeightsHashAsTheGeneratedRecord() {
    Object weight = new Object();
    long[][] tiles = {{0, 0}, {1, 2}, {-3, 1L << 40}, {7, -1}};
    for (long[] tile : tiles) {
      ResidentWeight resident = new ResidentWeight(weight, tile[0], tile[1]);
      assertEquals(new GeneratedWeight(weight, tile[0], tile[1]).hashCode(), resident.hashCode());
      assertEquals(new ResidentWeight(weight, tile[0], tile[1]), resident);
      assertNotEquals(new ResidentWeight(new Object(), tile[0], tile[1]), resident);
      assertNotEquals(new ResidentWeight(weight, tile[0], tile[1] + 1), resident);
    }
    assertEquals(new GeneratedWeight(null, 4, 5).hashCode(),
        new ResidentWeight(null, 4, 5).hashCode());
  }

  @Test
  void rowRangesHashAsTheGeneratedRecord() {
    long[][] ranges = {{0, 1}, {5, 3}, {1L << 35, 2}, {-1, 0}};
    for (long[] range : ranges) {
      RowRange rows = new RowRange(range[0], range[1]);
      assertEquals(new GeneratedRange(range[0], range[1]).hashCode(), rows.hashCode());
      assertEquals(new RowRange(range[0], range[1]), rows);
      assertNotEquals(new RowRange(range[0] + 1, range[1]), rows);
    }
  }

  @Test
  void piecesHashAsTheGeneratedRecord() {
    int[][] pieces = {{0, 0, -1, 0, 0}, {3, 1, 2, 1, 7}, {12, 0, 4, 8, 2}};
    for (int[] p : pieces) {
      Piece piece = new Piece(p[0], p[1], p[2], p[3], null, p[4]);
      assertEquals(new GeneratedPiece(p[0], p[1], p[2], p[3], null, p[4]).hashCode(),
          piece.hashCode());
      assertEquals(new Piece(p[0], p[1], p[2], p[3], null, p[4]), piece);
      assertNotEquals(new Piece(p[0], p[1], p[2], p[3], null, p[4] + 1), piece);
    }
  }
}
