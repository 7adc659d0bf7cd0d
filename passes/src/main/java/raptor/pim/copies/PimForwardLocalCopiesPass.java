package raptor.pim.copies;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.pass.OperationPass;
import raptor.pass.PassContext;
import raptor.pim.PimCores;
import raptor.pim.PimEntryFunction;

/**
 * {@code pim-forward-local-copies}: in every core of the entry function, lets the producer of a
 * copied buffer write the copy's target directly ({@link WriteForwarding}), then lets the
 * readers of a copy read its source directly ({@link ReadForwarding}), erasing the copies and
 * the fresh buffers they filled. Runs on bufferized Pim IR, before local memory planning.
 */
public final class PimForwardLocalCopiesPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-forward-local-copies";

  /** The one-line description. */
  public static final String DESCRIPTION =
      "Let Pim ops read and write buffers in place of the local copies around them";

  /** Creates the pass. */
  public PimForwardLocalCopiesPass() {
    super(ARGUMENT, "PimForwardLocalCopies", DESCRIPTION, BuiltinModuleOp.INFO);
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      pc.emitError(module, PimEntryFunction.missing("Pim local copy forwarding"));
      pc.signalFailure();
      return;
    }
    OpBuilder builder = new OpBuilder(pc.context());
    BlockPositions outside = new BlockPositions();
    for (Operation core : PimCores.cores(func)) {
      LocalStorage storage = new LocalStorage(outside);
      ByteOffsets offsets = new ByteOffsets();
      WriteForwarding writes = new WriteForwarding(builder, storage, offsets);
      List<PimMemCopyOp> remaining = new ArrayList<>();
      for (PimMemCopyOp copy : copies(core)) {
        if (!writes.apply(copy)) {
          remaining.add(copy);
        }
      }
      ReadForwarding reads = new ReadForwarding(builder, new LocalStorage(outside), offsets);
      for (PimMemCopyOp copy : remaining) {
        reads.apply(copy);
      }
    }
  }

  private static List<PimMemCopyOp> copies(Operation core) {
    List<PimMemCopyOp> copies = new ArrayList<>();
    core.walk(op -> {
      if (op instanceof PimMemCopyOp copy) {
        copies.add(copy);
      }
    });
    return copies;
  }
}
