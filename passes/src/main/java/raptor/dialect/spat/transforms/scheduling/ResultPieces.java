package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pieces that make up one result of a graph compute, in node and lane order, with the rows
 * each holds ({@link Piece#rows()}, found once), indexed by first row so that the pieces holding
 * some rows are found without reading all of them.
 */
final class ResultPieces {
  private final List<Piece> pieces;
  private final RowRange[] rows;
  private final Map<Piece, Integer> positions = new IdentityHashMap<>();
  /** The positions of the pieces whose rows are unknown, ascending. */
  private final int[] unknown;
  /** The positions of the pieces whose rows are known, by first row. */
  private final Integer[] byFirst;
  /** The first row of the piece at each position of {@link #byFirst}. */
  private final long[] firsts;
  /** The most rows a piece holds. */
  private final long longest;

  /** Indexes {@code pieces}, the pieces of one result in node and lane order. */
  ResultPieces(List<Piece> pieces) {
    this.pieces = List.copyOf(pieces);
    rows = new RowRange[pieces.size()];
    List<Integer> unknownAt = new ArrayList<>();
    List<Integer> knownAt = new ArrayList<>();
    long most = 0;
    for (int i = 0; i < rows.length; i++) {
      rows[i] = pieces.get(i).rows();
      positions.put(pieces.get(i), i);
      if (rows[i] == null) {
        unknownAt.add(i);
      } else {
        knownAt.add(i);
        most = Math.max(most, rows[i].count());
      }
    }
    longest = most;
    unknown = unknownAt.stream().mapToInt(Integer::intValue).toArray();
    byFirst = knownAt.toArray(Integer[]::new);
    Arrays.sort(byFirst, Comparator.comparingLong((Integer at) -> rows[at].first()));
    firsts = new long[byFirst.length];
    for (int i = 0; i < byFirst.length; i++) {
      firsts[i] = rows[byFirst[i]].first();
    }
  }

  /** {@return all the pieces, in node and lane order} */
  List<Piece> all() {
    return pieces;
  }

  /**
   * {@return the rows {@code piece} holds, as {@link Piece#rows()}; found once for the pieces of
   * this result}
   */
  RowRange rows(Piece piece) {
    Integer at = positions.get(piece);
    return at == null ? piece.rows() : rows[at];
  }

  /**
   * {@return the pieces that may hold one of rows {@code wanted}, in node and lane order}: those
   * whose rows are unknown and those whose rows overlap them
   */
  List<Piece> holding(RowRange wanted) {
    int from = lowerBound(wanted.first() - longest + 1);
    int to = lowerBound(wanted.first() + wanted.count());
    int[] found = new int[unknown.length + Math.max(to - from, 0)];
    System.arraycopy(unknown, 0, found, 0, unknown.length);
    int size = unknown.length;
    for (int i = from; i < to; i++) {
      if (rows[byFirst[i]].overlap(wanted) > 0) {
        found[size++] = byFirst[i];
      }
    }
    Arrays.sort(found, 0, size);
    List<Piece> holding = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      holding.add(pieces.get(found[i]));
    }
    return holding;
  }

  /** {@return the first position in {@link #firsts} whose first row is at least {@code row}} */
  private int lowerBound(long row) {
    int low = 0;
    int high = firsts.length;
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (firsts[middle] < row) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }
}
