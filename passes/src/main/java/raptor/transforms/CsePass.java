package raptor.transforms;

import raptor.ir.Operation;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pass.Statistic;

/**
 * {@code cse}: eliminates common subexpressions among side-effect-free ({@code Pure}) registered
 * ops, scoped by dominance, and erases trivially dead ops.
 */
public final class CsePass extends Pass {
  private final Statistic numCse = statistic("num-cse'd", "Number of operations CSE'd");
  private final Statistic numDce = statistic("num-dce'd", "Number of operations DCE'd");

  /** Creates the pass. */
  public CsePass() {
    super("cse", "CSE", "Eliminate common sub-expressions", null);
  }

  @Override
  public void run(Operation op, PassContext pc) {
    CommonSubexpressions run = new CommonSubexpressions().run(op);
    numCse.add(run.numCse());
    numDce.add(run.numDce());
  }
}
