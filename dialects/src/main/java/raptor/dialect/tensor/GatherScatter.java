package raptor.dialect.tensor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import raptor.ir.Operation;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The shape rules of {@code tensor.gather} and {@code tensor.scatter}: which dimensions the
 * coordinates address, and the type of the gathered slices (the gather result, the scatter
 * source), with MLIR's diagnostics.
 */
final class GatherScatter {
  private GatherScatter() {
  }

  /**
   * Checks the {@code <kind>_dims} list against the indices and the rank of the tensor it
   * addresses ({@code tensorRole}: "source" or "dest"): non-empty, no longer than that rank, as
   * long as the last dimension of the indices, in range and strictly increasing.
   */
  static boolean verifyDims(Operation op, DiagnosticEngine diag, String kind, long[] dims,
      RankedTensorType indices, int rank, String tensorRole) {
    String problem = null;
    if (dims.length == 0) {
      problem = "_dims must be non-empty";
    } else if (dims.length > rank) {
      problem = "_dims overflow " + tensorRole + " rank";
    } else if (indices.rank() == 0 || indices.shape().get(indices.rank() - 1) != dims.length) {
      problem = "_dims length must match the size of last dimension of indices";
    } else {
      problem = valueProblem(dims, rank, tensorRole);
    }
    if (problem == null) {
      return true;
    }
    diag.opError(op, kind + problem);
    return false;
  }

  private static String valueProblem(long[] dims, int rank, String tensorRole) {
    for (long dim : dims) {
      if (dim < 0) {
        return "_dims value must be non-negative";
      }
      if (dim >= rank) {
        return "_dims value must be smaller than " + tensorRole + " rank";
      }
    }
    for (int i = 1; i < dims.length; i++) {
      if (dims[i - 1] >= dims[i]) {
        return "_dims values must be strictly increasing";
      }
    }
    return null;
  }

  /**
   * Checks that {@code actual} ({@code role}: "result" or "source") is the type of the slices
   * gathered from {@code tensor}, with the gathered dimensions of size 1 or dropped.
   */
  static boolean verifySliceType(Operation op, DiagnosticEngine diag, String role,
      RankedTensorType actual, RankedTensorType tensor, RankedTensorType indices, long[] dims) {
    RankedTensorType full = sliceType(tensor, indices, dims, false);
    RankedTensorType reduced = sliceType(tensor, indices, dims, true);
    if (actual.equals(full) || actual.equals(reduced)) {
      return true;
    }
    diag.opError(op, role + " type mismatch: expected '" + AttrPrinter.toText(full)
        + "' or its rank-reduced variant '" + AttrPrinter.toText(reduced) + "' (got: '"
        + AttrPrinter.toText(actual) + "')");
    return false;
  }

  /**
   * {@return the leading dimensions of the indices followed by those of {@code tensor}, where
   * each gathered dimension is 1 or, {@code rankReduced}, left out}; element type and encoding
   * are those of {@code tensor}
   */
  static RankedTensorType sliceType(RankedTensorType tensor, RankedTensorType indices,
      long[] dims, boolean rankReduced) {
    List<Long> shape = new ArrayList<>(indices.shape().subList(0, indices.rank() - 1));
    for (int i = 0; i < tensor.rank(); i++) {
      if (Arrays.binarySearch(dims, i) < 0) {
        shape.add(tensor.shape().get(i));
      } else if (!rankReduced) {
        shape.add(1L);
      }
    }
    return new RankedTensorType(shape, tensor.elementType(), tensor.encoding());
  }
}
