package raptor.pim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The trip count and the instruction count of {@link InstructionBudget}. */
class InstructionBudgetTest {
  @Test
  void tripCountRoundsUpAndNeverWraps() {
    assertEquals(0, InstructionBudget.tripCount(5, 5, 1));
    assertEquals(0, InstructionBudget.tripCount(5, -5, 1));
    assertEquals(4, InstructionBudget.tripCount(0, 10, 3));
    assertEquals(1L << 31, InstructionBudget.tripCount(0, 1L << 31, 1));
    assertEquals(Long.MAX_VALUE, InstructionBudget.tripCount(Long.MIN_VALUE, Long.MAX_VALUE, 1));
    assertEquals(1L << 62, InstructionBudget.tripCount(Long.MIN_VALUE, Long.MAX_VALUE, 4));
  }

  @Test
  void theOpPastTheLimitFails() {
    InstructionBudget budget = new InstructionBudget(3);
    for (int i = 0; i < 3; i++) {
      budget.chargeOp(null);
    }
    InstructionBudget.ExceededException e = assertThrows(InstructionBudget.ExceededException.class,
        () -> budget.chargeOp(null));
    assertEquals("executes more than the 3 instructions a core may execute "
        + "(max-core-instructions=3)", e.getMessage());
  }

  @Test
  void anIterationThatExecutesNothingCounts() {
    InstructionBudget budget = new InstructionBudget(2);
    long mark = budget.startIteration();
    budget.chargeOp(null);
    budget.endIteration(null, mark); // executed an op: not counted again
    budget.endIteration(null, budget.startIteration()); // empty: counts one
    assertThrows(InstructionBudget.ExceededException.class,
        () -> budget.endIteration(null, budget.startIteration()));
  }
}
