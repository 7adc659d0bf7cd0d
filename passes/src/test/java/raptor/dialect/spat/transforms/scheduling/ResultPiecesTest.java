package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link ResultPieces} finds the same pieces, in the same order, as reading all of them. */
class ResultPiecesTest {
  /** {@return the pieces of {@code pieces} that may hold one of {@code rows}, read one by one} */
  private static List<Piece> scan(List<Piece> pieces, RowRange rows) {
    List<Piece> of = new ArrayList<>();
    for (Piece piece : pieces) {
      if (piece.rows() == null || piece.rows().overlap(rows) > 0) {
        of.add(piece);
      }
    }
    return of;
  }

  /**
   * {@return generated pieces of one result: rows of several lengths, overlapping or not, out of
   * order, some empty, and some whole results whose rows are unknown}
   */
  private static List<Piece> generated(Random random, int count) {
    List<Piece> pieces = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int node = i / 4;
      if (random.nextInt(10) == 0) {
        pieces.add(new Piece(node, 0, -1, null, i));
      } else {
        pieces.add(new Piece(node, 0, random.nextInt(64), random.nextInt(9), null, i));
      }
    }
    return pieces;
  }

  @Test
  void holdingFindsTheScannedPiecesInOrder() {
    Random random = new Random(7);
    for (int round = 0; round < 200; round++) {
      List<Piece> pieces = generated(random, 1 + random.nextInt(40));
      ResultPieces index = new ResultPieces(pieces);
      assertEquals(pieces, index.all());
      for (int query = 0; query < 30; query++) {
        RowRange rows = new RowRange(random.nextInt(80) - 8, random.nextInt(12));
        assertEquals(scan(pieces, rows), index.holding(rows), "rows " + rows);
      }
      for (Piece piece : pieces) {
        assertEquals(piece.rows(), index.rows(piece));
      }
    }
  }

  @Test
  void lanesOfOneRowEachAreFoundByTheirRow() {
    List<Piece> pieces = new ArrayList<>();
    for (int lane = 0; lane < 16; lane++) {
      pieces.add(new Piece(lane / 4, 0, lane, 1, null, lane));
    }
    ResultPieces index = new ResultPieces(pieces);
    assertEquals(pieces.subList(5, 9), index.holding(new RowRange(5, 4)));
    assertEquals(List.of(), index.holding(new RowRange(16, 2)));
  }
}
