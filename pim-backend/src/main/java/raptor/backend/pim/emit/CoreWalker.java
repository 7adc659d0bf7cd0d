package raptor.backend.pim.emit;

import java.util.List;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfIfOp;
import raptor.dialect.scf.ScfIndexSwitchOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.pim.InstructionBudget;

/**
 * Executes the structure of a core body statically, the ISA having no branches: {@code scf.for}
 * is unrolled (bounds and step evaluated, the step positive), {@code scf.if} and {@code
 * scf.index_switch} walk only the taken region, and structured results stand for the values the
 * executed region yields. Every other op goes to {@link OpLowering} in execution order, counted
 * against the core's {@link InstructionBudget}.
 */
final class CoreWalker {
  private final StaticKnowledge knowledge;
  private final OpLowering lowering;
  private final InstructionBudget budget;

  CoreWalker(StaticKnowledge knowledge, OpLowering lowering, InstructionBudget budget) {
    this.knowledge = knowledge;
    this.lowering = lowering;
    this.budget = budget;
  }

  /**
   * Executes the core body {@code block}.
   *
   * @throws CodegenException also when the core executes more ops than its budget allows
   */
  void walkCore(Block block) throws CodegenException {
    try {
      walk(block);
    } catch (InstructionBudget.ExceededException e) {
      throw new CodegenException(e.op(), e.getMessage());
    }
  }

  /** Executes the ops of {@code block}, its terminator excepted when it is a yield. */
  private void walk(Block block) throws CodegenException {
    for (Operation op : block.ops()) {
      if (op instanceof ScfForOp loop) {
        unroll(loop);
      } else if (op instanceof ScfIfOp branch) {
        long condition = evaluate(branch.condition(), branch, "condition");
        execute(branch, condition != 0 ? branch.thenRegion() : branch.elseRegion());
      } else if (op instanceof ScfIndexSwitchOp choice) {
        execute(choice, selectCase(choice));
      } else if (!(op instanceof ScfYieldOp)) {
        budget.chargeOp(op);
        lowering.lower(op);
      }
    }
  }

  private void unroll(ScfForOp loop) throws CodegenException {
    long lower = evaluate(loop.lowerBound(), loop, "bounds");
    long upper = evaluate(loop.upperBound(), loop, "bounds");
    long step = evaluate(loop.step(), loop, "bounds");
    if (step <= 0) {
      throw new CodegenException(loop, "requires a positive step for Pim codegen, but got " + step);
    }
    budget.checkLoop(loop, lower, upper, step);
    Block body = loop.region().firstBlock();
    List<Value> carried = List.copyOf(body.arguments().subList(1, body.numArguments()));
    knowledge.bindAll(carried, loop.initArgs(), loop);
    for (long iv = lower; iv < upper; iv += step) {
      knowledge.bind(body.argument(0), iv);
      long mark = budget.startIteration();
      walk(body);
      budget.endIteration(loop, mark);
      knowledge.bindAll(carried, body.terminator().operands(), loop);
      if (iv > Long.MAX_VALUE - step) {
        break;
      }
    }
    knowledge.bindAll(loop.outs(), List.copyOf(carried), loop);
  }

  private Region selectCase(ScfIndexSwitchOp choice) throws CodegenException {
    long selector = evaluate(choice.arg(), choice, "selector");
    long[] cases = choice.cases();
    for (int i = 0; i < cases.length; i++) {
      if (cases[i] == selector) {
        return choice.caseRegions().get(i);
      }
    }
    return choice.defaultRegion();
  }

  /** Executes the taken region of {@code op} and binds its results to the yielded values. */
  private void execute(Operation op, Region region) throws CodegenException {
    if (region.isEmpty()) {
      return;
    }
    Block block = region.firstBlock();
    walk(block);
    if (op.numResults() > 0) {
      knowledge.bindAll(op.results(), block.terminator().operands(), op);
    }
  }

  private long evaluate(Value value, Operation op, String what) throws CodegenException {
    try {
      return knowledge.integer(value, op);
    } catch (CodegenException e) {
      throw new CodegenException(
          op, "requires statically evaluable " + what + " for Pim codegen");
    }
  }
}
