package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.pim.PimVMMOp;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.ir.Operation;

/**
 * The ops that the steps after the dialect conversion lower, gathered in one walk of the
 * function, in walk order: the slices ({@link CoreSlices}) and reshapes ({@link CoreReshapes})
 * inside cores, and every crossbar product ({@link CrossbarPadding}). No step creates or erases
 * an op of another step's kind, so one snapshot taken before the first serves all three.
 *
 * @param slices the {@code tensor.extract_slice} and {@code tensor.insert_slice} ops in cores
 * @param reshapes the {@code tensor.collapse_shape} and {@code tensor.expand_shape} ops in cores
 * @param products the {@code pim.vmm} ops
 */
record CoreOpLists(List<Operation> slices, List<Operation> reshapes, List<PimVMMOp> products) {
  /** {@return the lists of the ops under {@code root}} */
  static CoreOpLists of(Operation root) {
    CoreOpLists lists = new CoreOpLists(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    root.walk(op -> {
      if (op instanceof PimVMMOp vmm) {
        lists.products.add(vmm);
      } else if (op instanceof TensorExtractSliceOp || op instanceof TensorInsertSliceOp) {
        addInCore(lists.slices, op);
      } else if (op instanceof TensorCollapseShapeOp || op instanceof TensorExpandShapeOp) {
        addInCore(lists.reshapes, op);
      }
    });
    return lists;
  }

  private static void addInCore(List<Operation> list, Operation op) {
    if (PimValues.insideCore(op)) {
      list.add(op);
    }
  }
}
