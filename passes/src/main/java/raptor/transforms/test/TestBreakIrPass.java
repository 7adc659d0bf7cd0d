package raptor.transforms.test;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.test.TestUseOp;
import raptor.ir.Operation;
import raptor.pass.Pass;
import raptor.pass.PassContext;

/**
 * {@code test-break-ir}: moves every {@code test.use} to the start of its block and reports
 * success, so the values it uses no longer dominate it. The pass manager's verification after
 * the pass must then catch the broken IR and fail the run.
 */
public final class TestBreakIrPass extends Pass {
  /** Creates the pass. */
  public TestBreakIrPass() {
    super("test-break-ir", "TestBreakIr",
        "Move every test.use to the start of its block, breaking dominance", null);
  }

  @Override
  public void run(Operation op, PassContext pc) {
    List<Operation> uses = new ArrayList<>();
    op.walk(nested -> {
      if (nested.name().equals(TestUseOp.NAME)) {
        uses.add(nested);
      }
    });
    for (Operation use : uses) {
      Operation first = use.parentBlock().firstOp();
      if (first != use) {
        use.moveBefore(first);
      }
    }
  }
}
