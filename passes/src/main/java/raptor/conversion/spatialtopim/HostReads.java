package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;
import raptor.pim.LoopIterations;

/**
 * The elements a compute body reads of a host value (a function argument), when it reads them
 * only as static runs of the value flattened: {@code tensor.extract_slice}s of unit stride of
 * its {@code tensor.collapse_shape} to one dimension, at static offsets or in static loops, as a
 * gather of a few of its rows does. The core then loads only those runs from the host instead
 * of the whole value.
 */
final class HostReads {
  /**
   * The most runs worth loading one by one: a body that reads more, scattered (a strided slice,
   * a gather of single elements), loads the value whole in one transfer instead.
   */
  static final int MAX_RUNS = 16;

  private HostReads() {
  }

  /**
   * {@return the element runs {@code [start, end)} of {@code argument} its uses read, sorted
   * and merged where they touch; {@code null} when a use may read anything else or there are
   * more than {@link #MAX_RUNS} of them}
   */
  static List<long[]> runs(Value argument) {
    List<long[]> runs = new ArrayList<>();
    for (OpOperand use : argument.uses()) {
      if (!(use.owner() instanceof TensorCollapseShapeOp collapse)
          || ((ShapedType) collapse.result().type()).rank() != 1) {
        return null;
      }
      for (OpOperand flatUse : collapse.result().uses()) {
        List<long[]> read = unitStrideRuns(flatUse.owner());
        if (read == null) {
          return null;
        }
        runs.addAll(read);
      }
    }
    runs.sort(Comparator.comparingLong(run -> run[0]));
    List<long[]> merged = new ArrayList<>();
    for (long[] run : runs) {
      long[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
      if (last != null && run[0] <= last[1]) {
        last[1] = Math.max(last[1], run[1]);
      } else {
        merged.add(run.clone());
      }
    }
    return merged.size() <= MAX_RUNS ? merged : null;
  }

  /**
   * {@return the runs a 1-D slice of unit stride and static size reads: one, or one per
   * iteration of the static loops around it when its offset is computed from them
   * ({@link LoopIterations}); {@code null} for other ops}
   */
  private static List<long[]> unitStrideRuns(Operation op) {
    if (!(op instanceof TensorExtractSliceOp slice) || !slice.sizes().isEmpty()
        || !slice.strides().isEmpty() || slice.staticStrides()[0] != 1) {
      return null;
    }
    long size = slice.staticSizes()[0];
    long[] offsets = slice.offsets().isEmpty() ? slice.staticOffsets()
        : LoopIterations.valuesOf(slice.offsets().get(0), slice);
    if (offsets == null) {
      return null;
    }
    List<long[]> runs = new ArrayList<>(offsets.length);
    for (long offset : offsets) {
      runs.add(new long[] {offset, offset + size});
    }
    return runs;
  }
}
