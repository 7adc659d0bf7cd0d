package raptor.pim;

import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfIfOp;
import raptor.dialect.scf.ScfIndexSwitchOp;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;

/**
 * Walks the program one core (or one lane of a core batch) executes, in execution order:
 * {@code scf.for} loops are unrolled with their induction variable bound, {@code scf.if} and
 * {@code scf.index_switch} visit the taken region only. Control flow that does not resolve
 * statically is reported to the visitor and not entered, and so is a program that executes more
 * ops than a core may ({@link InstructionBudget}).
 */
public final class CoreProgramWalker {
  /** Receives the ops of the walked program. */
  public interface Visitor {
    /** Visits an op that is not structured control flow, with the values known there. */
    void visit(Operation op, StaticIndexEvaluator values);

    /** Reports {@code op}, whose control flow is not static, with the reason. */
    void unresolved(Operation op, String message);
  }

  private final StaticIndexEvaluator values = new StaticIndexEvaluator();
  private final Visitor visitor;
  private final InstructionBudget budget;

  private CoreProgramWalker(Visitor visitor, InstructionBudget budget) {
    this.visitor = visitor;
    this.budget = budget;
  }

  /**
   * Walks the program of {@code core}; {@code lane} selects the lane of a core batch (ignored
   * for a {@code pim.core}). A program that executes more than {@code maxInstructions} ops is
   * reported as unresolved at the op that crossed the limit (a static loop before it is
   * unrolled), and the walk stops there.
   */
  public static void walk(Operation core, int lane, long maxInstructions, Visitor visitor) {
    CoreProgramWalker walker = new CoreProgramWalker(visitor,
        new InstructionBudget(maxInstructions));
    Block body = core.region(0).firstBlock();
    if (core instanceof PimCoreBatchOp) {
      walker.values.bind(body.argument(0), lane);
    }
    try {
      walker.walkBlock(body);
    } catch (InstructionBudget.ExceededException e) {
      visitor.unresolved(e.op(), e.getMessage());
    }
  }

  private void walkBlock(Block block) {
    for (Operation op : block.ops()) {
      if (op instanceof ScfForOp loop) {
        walkLoop(loop);
      } else if (op instanceof ScfIfOp branch) {
        walkIf(branch);
      } else if (op instanceof ScfIndexSwitchOp choice) {
        walkSwitch(choice);
      } else {
        budget.chargeOp(op);
        visitor.visit(op, values);
      }
    }
  }

  private void walkLoop(ScfForOp loop) {
    Long lower = values.evaluate(loop.lowerBound());
    Long upper = values.evaluate(loop.upperBound());
    Long step = values.evaluate(loop.step());
    if (lower == null || upper == null || step == null) {
      visitor.unresolved(loop, "requires statically evaluable scf.for bounds for Pim "
          + "verification");
      return;
    }
    if (step <= 0) {
      visitor.unresolved(loop, "requires positive scf.for step for Pim verification");
      return;
    }
    budget.checkLoop(loop, lower, upper, step);
    Block body = loop.region(0).firstBlock();
    for (long i = lower; i < upper; i += step) {
      values.bind(body.argument(0), i);
      long mark = budget.startIteration();
      walkBlock(body);
      budget.endIteration(loop, mark);
      if (i > Long.MAX_VALUE - step) {
        break;
      }
    }
    values.unbind(body.argument(0));
  }

  private void walkIf(ScfIfOp branch) {
    Long condition = values.evaluate(branch.condition());
    if (condition == null) {
      visitor.unresolved(branch, "requires statically evaluable scf.if condition for Pim "
          + "verification");
      return;
    }
    walkRegion(branch.region(condition != 0 ? 0 : 1));
  }

  private void walkSwitch(ScfIndexSwitchOp choice) {
    Long selector = values.evaluate(choice.arg());
    if (selector == null) {
      visitor.unresolved(choice, "requires a statically evaluable scf.index_switch selector "
          + "for Pim verification");
      return;
    }
    long[] cases = choice.cases();
    for (int i = 0; i < cases.length; i++) {
      if (cases[i] == selector) {
        walkRegion(choice.region(i + 1));
        return;
      }
    }
    walkRegion(choice.region(0));
  }

  private void walkRegion(Region region) {
    if (!region.isEmpty()) {
      walkBlock(region.firstBlock());
    }
  }
}
