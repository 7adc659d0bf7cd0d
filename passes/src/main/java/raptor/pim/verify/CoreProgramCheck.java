package raptor.pim.verify;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.PimMemCopyHostToDevOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.pim.PimReceiveOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.RankedTensorType;
import raptor.pim.CoreProgramWalker;
import raptor.pim.PimCores;
import raptor.pim.StaticIndexEvaluator;

/**
 * Checks the program of each core and lane as code generation will execute it: only
 * instruction, static address and structured control-flow ops, no tensors, static control flow
 * and static copy and receive offsets. Each op is reported once, whatever the lane or iteration.
 */
final class CoreProgramCheck implements CoreProgramWalker.Visitor {
  private final CoreErrors errors;
  private final Set<Operation> reported = Collections.newSetFromMap(new IdentityHashMap<>());

  private CoreProgramCheck(CoreErrors errors) {
    this.errors = errors;
  }

  /** Checks {@code core}, each lane of which may execute {@code maxInstructions} ops. */
  static void check(Operation core, long maxInstructions, CoreErrors errors) {
    CoreProgramCheck check = new CoreProgramCheck(errors);
    for (int lane = 0; lane < PimCores.coreIds(core).length; lane++) {
      CoreProgramWalker.walk(core, lane, maxInstructions, check);
    }
  }

  @Override
  public void visit(Operation op, StaticIndexEvaluator values) {
    if (!OpRoles.isCoreOp(op)) {
      report(op, "unsupported executable op reached Pim codegen verification");
    } else if (hasTensor(op)) {
      report(op, "tensor value reached Pim codegen verification");
    } else if (op instanceof PimMemCopyHostToDevOp copy) {
      staticOffsets(op, values, copy.deviceTargetOffset(), copy.hostSourceOffset());
    } else if (op instanceof PimMemCopyDevToHostOp copy) {
      staticOffsets(op, values, copy.hostTargetOffset(), copy.deviceSourceOffset());
    } else if (op instanceof PimMemCopyOp copy) {
      staticOffsets(op, values, copy.targetOffset(), copy.sourceOffset());
    } else if (op instanceof PimReceiveOp receive && values.evaluate(receive.outputOffset()) == null) {
      report(op, "output offset must be statically evaluable for Pim codegen");
    }
  }

  @Override
  public void unresolved(Operation op, String message) {
    report(op, message);
  }

  private void staticOffsets(Operation op, StaticIndexEvaluator values, Value target,
      Value source) {
    if (values.evaluate(target) == null || values.evaluate(source) == null) {
      report(op, "offset operands must be statically evaluable for Pim codegen");
    }
  }

  /** {@return whether an operand or result of {@code op} is a tensor} By index: no list views. */
  private static boolean hasTensor(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      if (op.operand(i).type() instanceof RankedTensorType) {
        return true;
      }
    }
    for (int i = 0; i < op.numResults(); i++) {
      if (op.result(i).type() instanceof RankedTensorType) {
        return true;
      }
    }
    return false;
  }

  private void report(Operation op, String message) {
    if (reported.add(op)) {
      errors.error(op, message);
    }
  }
}
