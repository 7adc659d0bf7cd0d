package raptor.pim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.pim.PimCoreOp;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Where an op or value lives in Pim IR: inside a core program ({@code pim.core},
 * {@code pim.core_batch}) or at host level, and how cores are named in diagnostics.
 */
public final class PimCores {
  private PimCores() {
  }

  /** {@return whether {@code op} is a {@code pim.core} or {@code pim.core_batch}} */
  public static boolean isCore(Operation op) {
    return op instanceof PimCoreOp || op instanceof PimCoreBatchOp;
  }

  /** {@return the core that contains {@code op}, or {@code null} at host level} */
  public static Operation enclosingCore(Operation op) {
    for (Operation parent = op.parentOp(); parent != null; parent = parent.parentOp()) {
      if (isCore(parent)) {
        return parent;
      }
    }
    return null;
  }

  /** {@return whether {@code value} is defined at host level, outside every core} */
  public static boolean isHostValue(Value value) {
    Operation owner = value.parentBlock().parentOp();
    return owner != null && !isCore(owner) && enclosingCore(owner) == null;
  }

  /**
   * {@return whether the storage {@code root} (see {@link StorageRoots}) is host memory: a
   * module global, or a value defined at host level}
   */
  public static boolean isHostMemory(Value root) {
    return root.definingOp() instanceof MemRefGetGlobalOp || isHostValue(root);
  }

  /** {@return the cores directly in the body of {@code func}, in order} */
  public static List<Operation> cores(FuncFuncOp func) {
    List<Operation> cores = new ArrayList<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (isCore(op)) {
        cores.add(op);
      }
    }
    return cores;
  }

  /** {@return the physical cores of {@code core}: its core id, or one per lane} */
  public static long[] coreIds(Operation core) {
    if (core instanceof PimCoreOp single) {
      return new long[] {single.coreId()};
    }
    return ((PimCoreBatchOp) core).coreIds();
  }

  /** {@return {@code core 3} or {@code core batch [0, 1]}, for diagnostics} */
  public static String describe(Operation core) {
    long[] ids = coreIds(core);
    if (core instanceof PimCoreOp) {
      return "core " + ids[0];
    }
    return "core batch " + java.util.Arrays.toString(ids);
  }
}
