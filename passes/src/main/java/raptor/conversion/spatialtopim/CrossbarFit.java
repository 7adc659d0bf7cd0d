package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.pim.PimVMMOp;
import raptor.ir.Operation;
import raptor.ir.attr.ShapedType;
import raptor.pim.PimTarget;

/**
 * Checks that each {@code pim.vmm} weight fits the target's crossbars: as many rows as a
 * crossbar, a multiple of its columns, and no more crossbars than a core has. Zero padding of
 * narrower inputs and outputs (enlargement to the crossbar size) is not lowered yet.
 */
final class CrossbarFit {
  private CrossbarFit() {
  }

  /** @throws LoweringFailure at the first {@code pim.vmm} under {@code root} that does not fit */
  static void check(Operation root, PimTarget target) throws LoweringFailure {
    LoweringFailure[] failure = {null};
    root.walk(op -> {
      if (failure[0] == null && op instanceof PimVMMOp vmm) {
        failure[0] = misfit(vmm, target);
      }
    });
    if (failure[0] != null) {
      throw failure[0];
    }
  }

  private static LoweringFailure misfit(PimVMMOp vmm, PimTarget target) {
    List<Long> weight = ((ShapedType) vmm.weight().type()).shape();
    long size = target.crossbarSize();
    long rows = weight.get(0);
    long columns = weight.get(1);
    if (rows > size) {
      return new LoweringFailure(vmm, "weight has " + rows + " rows, but a crossbar has " + size);
    }
    if (rows < size || columns % size != 0) {
      return new LoweringFailure(vmm, "weight of " + rows + "x" + columns + " needs zero padding "
          + "to the crossbar size " + size + ", which is not lowered yet");
    }
    if (columns / size > target.crossbarCount()) {
      return new LoweringFailure(vmm, "weight needs " + columns / size + " crossbars, but a core "
          + "has " + target.crossbarCount());
    }
    return null;
  }
}
