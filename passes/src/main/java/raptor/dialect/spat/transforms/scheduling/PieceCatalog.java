package raptor.dialect.spat.transforms.scheduling;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.OpResult;
import raptor.ir.Value;

/**
 * The pieces of the nodes of a {@link SpatialGraph} ({@link Piece}) and the pieces each node
 * reads from other nodes. Neither depends on where the nodes run, so the candidate schedules of
 * one graph share one catalog instead of each finding them in the IR again. It reads the IR of
 * the graph computes as they are, so it serves until one schedule is materialized.
 */
public final class PieceCatalog {
  /** The rows of one result of one single compute node: what identifies a rows piece. */
  private record RowsKey(int node, int result, RowRange rows) {
    // equals and hashCode written out, as in RowRange.
    @Override
    public boolean equals(Object other) {
      return other instanceof RowsKey that && node == that.node && result == that.result
          && rows.equals(that.rows);
    }

    @Override
    public int hashCode() {
      return (node * 31 + result) * 31 + rows.hashCode();
    }
  }

  private final SpatialGraph spatial;
  private final List<List<Piece>> pieces = new ArrayList<>();
  private final Map<RowsKey, Piece> rowPieces = new LinkedHashMap<>();
  private final Map<OpResult, ResultPieces> resultPieces = new HashMap<>();
  /** The pieces each node reads, found when first asked for; {@code null} until then. */
  private final List<List<Piece>> reads = new ArrayList<>();

  /** Catalogs the pieces of the nodes of {@code spatial}. */
  public PieceCatalog(SpatialGraph spatial) {
    this.spatial = spatial;
    for (int node = 0; node < spatial.instances().size(); node++) {
      pieces.add(Piece.of(node, spatial.instances().get(node)));
      reads.add(null);
    }
  }

  /** {@return the pieces node {@code node} produces} */
  List<Piece> of(int node) {
    return pieces.get(node);
  }

  /**
   * {@return the pieces of graph results that node {@code node} reads, input by input}: for an
   * input whose rows it reads ({@link SpatialGraph#rowsReadBy}), the pieces that hold them
   */
  List<Piece> readBy(int node) {
    List<Piece> known = reads.get(node);
    if (known == null) {
      known = new ArrayList<>();
      List<Value> inputs = ComputeOperands.inputs(spatial.instances().get(node).op());
      for (int i = 0; i < inputs.size(); i++) {
        if (isGraphResult(inputs.get(i))) {
          known.addAll(piecesOf((OpResult) inputs.get(i), spatial.rowsReadBy(node, i)));
        }
      }
      reads.set(node, known);
    }
    return known;
  }

  /** {@return whether {@code value} is a result of a graph compute} */
  static boolean isGraphResult(Value value) {
    return value instanceof OpResult result && ComputeOperands.isGraphCompute(result.owner());
  }

  /**
   * {@return the pieces of {@code result} that hold its rows {@code rows} ({@code null} for all
   * of them)}: for a single compute, those rows as a piece of their own; for a batch, its pieces
   * that may hold one of them
   */
  List<Piece> piecesOf(OpResult result, RowRange rows) {
    if (rows == null) {
      return piecesOf(result);
    }
    List<Integer> nodes = spatial.nodesOf(result.owner());
    if (!spatial.instances().get(nodes.get(0)).isBatch()) {
      int node = nodes.get(0);
      return List.of(rowPieces.computeIfAbsent(new RowsKey(node, result.index(), rows),
          key -> Piece.rowsOf(node, result.index(), rows,
              pieces.get(node).size() + rowPieces.size())));
    }
    return indexOf(result).holding(rows);
  }

  /** {@return the pieces that make up {@code result}, in node and lane order} */
  List<Piece> piecesOf(OpResult result) {
    return indexOf(result).all();
  }

  /** {@return the pieces of {@code result}, indexed when first asked for} */
  ResultPieces indexOf(OpResult result) {
    ResultPieces known = resultPieces.get(result);
    if (known == null) {
      List<Piece> of = new ArrayList<>();
      for (int node : spatial.nodesOf(result.owner())) {
        for (Piece piece : pieces.get(node)) {
          if (piece.belongsTo(result.index())) {
            of.add(piece);
          }
        }
      }
      known = new ResultPieces(of);
      resultPieces.put(result, known);
    }
    return known;
  }
}
